import { lazily } from './lazily';

/** A position in degrees (WGS 84). */
export type GeoPoint = { lat: number; lon: number };

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const oneDecimal = lazily(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }));
const whole = lazily(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }));

/** "a 850 m", "a 2,4 km", "a 35 km" (es-AR numbers): metres to the ten under 1 km, one decimal under 10 km. */
export function formatDistance(meters: number): string {
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `a ${tens} m`;
  const km = meters / 1000;
  return `a ${km < 9.95 ? oneDecimal().format(km) : whole().format(km)} km`;
}

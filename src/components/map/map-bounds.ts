import type { LngLatBounds } from 'maplibre-gl';
import type { GeoPoint } from '@/lib/geo';

type Bounds = { LngLatBounds: typeof LngLatBounds };

/** How the view frames a box: room around it, never closer than a street. */
export const FIT = { padding: 48, maxZoom: 15, duration: 0 } as const;

/** The box that holds every marker. */
export function boundsOf({ LngLatBounds }: Bounds, markers: GeoPoint[]) {
  if (markers.length === 0) return null;
  return markers.reduce((box, m) => box.extend([m.lon, m.lat]), new LngLatBounds());
}

/** The smallest box centred on `center` that holds every marker (the view centres on the visitor). */
export function boundsAround({ LngLatBounds }: Bounds, center: GeoPoint, markers: GeoPoint[]) {
  const least = 0.005;
  const box = new LngLatBounds([center.lon - least, center.lat - least], [center.lon + least, center.lat + least]);
  // Each marker and its mirror image through the centre keep the box centred.
  for (const m of markers) box.extend([m.lon, m.lat]).extend([2 * center.lon - m.lon, 2 * center.lat - m.lat]);
  return box;
}

/** A point the map can place (a row with no coordinates, or broken ones, is left off the map). */
export const onMap = (point: GeoPoint | null | undefined): point is GeoPoint =>
  !!point && Number.isFinite(point.lat) && Number.isFinite(point.lon);

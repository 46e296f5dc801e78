import type { GeoPoint } from './geo';

const DIRECTIONS = 'https://www.google.com/maps/dir/';

/**
 * 'Cómo llegar': Google Maps' directions URL (its documented "Maps URLs": no key, no account; on a phone it opens
 * the Maps app, elsewhere the web page, with public transport among the ways to go). The destination is the place's
 * coordinates, or, when it has none, its address in words (with its locality). Null when there is neither.
 */
export function directionsUrl(destination: GeoPoint | string): string | null {
  const text =
    typeof destination === 'string' ? destination.replace(/\s+/g, ' ').trim() : `${destination.lat},${destination.lon}`;
  if (!text) return null;
  const params = new URLSearchParams({ api: '1', destination: text });
  return `${DIRECTIONS}?${params.toString().replaceAll('%2C', ',')}`;
}

/**
 * Whether a place can go on a map. The API may send coordinates as numbers, numeric text, '' or null (read by
 * `coordinate()` in lib/zod.ts: anything unusable is null). A place is left off the map, never put at 0,0, when a
 * coordinate is missing, out of range, or both are 0 (the usual stand-in for "not geocoded").
 */
export function mapPosition(lat: number | null, lon: number | null): { lat: number; lon: number } | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  return { lat, lon };
}

import type { Paged } from '@/api/paged';
import { mapPosition } from '@/lib/coordinates';
import { distanceMeters, type GeoPoint } from '@/lib/geo';

type Placed = { lat: number | null; lon: number | null };

/** Nearest first; rows without usable coordinates last, in the API's own order (the sort is stable). */
export function byDistanceFrom<T extends Placed>(rows: readonly T[], origin: GeoPoint): T[] {
  const meters = (row: T) => {
    const position = mapPosition(row.lat, row.lon);
    return position ? distanceMeters(origin, position) : Infinity;
  };
  return rows
    .map((row) => ({ row, meters: meters(row) }))
    .sort((a, b) => (a.meters === b.meters ? 0 : a.meters - b.meters))
    .map(({ row }) => row);
}

/**
 * One page of rows already in order, shaped as the API's page: `total` stays the search's own count (it may be more
 * than the rows, when only the first ones were read).
 */
export function pageOfOrdered<T>(rows: readonly T[], total: number, page: number, size: number): Paged<T> {
  const start = (page - 1) * size;
  const data = rows.slice(start, start + size);
  const from = data.length === 0 ? null : start + 1;
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: page, from, to: from === null ? null : from + data.length - 1, total },
  };
}

import type { Geography } from './search-schema';

/** A wider search: what to drop from the address, and the offer's words. */
export type WiderSearch = { label: string; change: Geography };

/**
 * The searches one step wider than `geography`, narrowest first: without the locality, without the city, without the
 * province (docs/decisions/directory-extras.md: the labels). Each offer drops its filter and the narrower ones; only
 * filters that are set give an offer.
 */
export function widerSearches({ province_id, area_id, location_id }: Geography): WiderSearch[] {
  const offers: WiderSearch[] = [];
  if (location_id !== undefined) offers.push({ label: 'Buscar en toda la ciudad', change: { location_id: undefined } });
  if (area_id !== undefined)
    offers.push({ label: 'Buscar en toda la provincia', change: { area_id: undefined, location_id: undefined } });
  if (province_id !== undefined)
    offers.push({
      label: 'Buscar en todo el país',
      change: { province_id: undefined, area_id: undefined, location_id: undefined },
    });
  return offers;
}

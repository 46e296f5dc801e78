import { z } from 'zod/mini';
import type { PharmacyFilters } from '@/api/pharmacies';
import { flagParam, idParam, pageParam, parseFlagValue, textParam } from '@/lib/search-params';

// The search in the address: the URL is the only state of a search.

/** /farmacias's search: province_id, area_id, location_id, pharmacies_name and the page. */
const pharmacySearchSchema = z.object({
  pharmacies_name: textParam,
  province_id: idParam,
  area_id: idParam,
  location_id: idParam,
  page: pageParam,
  /** 'Cerca mío' is on: the page is sorted by distance. The position itself never enters the address. */
  cerca: flagParam,
});
export type PharmacySearch = z.infer<typeof pharmacySearchSchema>;
/** The filters as the address names them. */
export type PharmacySearchFilters = Omit<PharmacySearch, 'page' | 'cerca'>;

export const PHARMACY_FILTER_KEYS = ['pharmacies_name', 'province_id', 'area_id', 'location_id'] as const;

export function parsePharmacySearch(input: Record<string, unknown>): PharmacySearch {
  return pharmacySearchSchema.parse(input);
}

/** The print view's address (/farmacias/imprimir): the same search, or `guardados=1` for the kept listings. */
export function parsePharmacyPrintSearch(input: Record<string, unknown>) {
  return { ...parsePharmacySearch(input), guardados: parseFlagValue(input.guardados) };
}

export function pharmacyFilters(search: PharmacySearch): PharmacySearchFilters {
  const out: PharmacySearchFilters = {};
  for (const key of PHARMACY_FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** What the pharmacy search sends: the name travels as `name`. */
export function toPharmacyFilters({ pharmacies_name, ...geography }: PharmacySearchFilters): PharmacyFilters {
  return pharmacies_name === undefined ? geography : { ...geography, name: pharmacies_name };
}

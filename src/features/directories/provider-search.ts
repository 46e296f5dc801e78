import { z } from 'zod/mini';
import type { ProviderFilters } from '@/api/medical-entities';
import { flagParam, idParam, pageParam, parseFlagValue, textParam } from '@/lib/search-params';

// The search in the address: the URL is the only state of a search.

/**
 * /cartilla-medica's search: the live filters (named as the API names them), the page, and the
 * saved-filter parameters (`*_save`, where 'all' and 'TODOS' count as empty).
 * Every field falls back to "not set" on garbage, so nothing odd reaches the API.
 */
const providerSearchSchema = z.object({
  name: textParam,
  medical_service_id: idParam,
  medical_specialty_id: idParam,
  province_id: idParam,
  area_id: idParam,
  location_id: idParam,
  page: pageParam,
  /** 'Cerca mío' is on: the page is sorted by distance. The position itself never enters the address. */
  cerca: flagParam,
  medicalNameEntity_save: textParam,
  medicalServiceId_save: idParam,
  medicalSpecialtyId_save: idParam,
  provinceId_save: idParam,
  areaId_save: idParam,
  locationId_save: idParam,
});
export type ProviderSearch = z.infer<typeof providerSearchSchema>;

export const PROVIDER_FILTER_KEYS = [
  'name',
  'medical_service_id',
  'medical_specialty_id',
  'province_id',
  'area_id',
  'location_id',
] as const satisfies readonly (keyof ProviderFilters)[];

/** Live filter → its saved-filter parameter. */
export const SAVED_PARAM = {
  name: 'medicalNameEntity_save',
  medical_service_id: 'medicalServiceId_save',
  medical_specialty_id: 'medicalSpecialtyId_save',
  province_id: 'provinceId_save',
  area_id: 'areaId_save',
  location_id: 'locationId_save',
} as const satisfies Record<keyof ProviderFilters, keyof ProviderSearch>;

export function parseProviderSearch(input: Record<string, unknown>): ProviderSearch {
  return providerSearchSchema.parse(input);
}

/** The print view's address (/cartilla-medica/imprimir): the same search, or `guardados=1` for the kept listings. */
export function parseProviderPrintSearch(input: Record<string, unknown>) {
  return { ...parseProviderSearch(input), guardados: parseFlagValue(input.guardados) };
}

/** For each filter the live value wins; when it is empty the saved one is used. */
export function effectiveProviderFilters(search: ProviderSearch): ProviderFilters {
  const out: ProviderFilters = {};
  for (const key of PROVIDER_FILTER_KEYS) {
    const value = search[key] ?? search[SAVED_PARAM[key]];
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

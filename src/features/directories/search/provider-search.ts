import { z } from 'zod/mini';
import { idParam, textParam } from '@/lib/search-params';
import { filterNames, geographyParams, pickFilters, viewParams, withKeptListings } from './search-schema';

/**
 * /cartilla-medica's filters, named as the API names them (docs/api.md#providers). Every field falls back to "not
 * set" on garbage, so nothing odd reaches the API.
 */
const providerFilterSchema = z.object({
  name: textParam,
  medical_service_id: idParam,
  medical_specialty_id: idParam,
  ...geographyParams,
});
export type ProviderFilters = z.infer<typeof providerFilterSchema>;
export const PROVIDER_FILTER_NAMES = filterNames(providerFilterSchema);

/** /cartilla-medica's search: the filters, the page, 'Cerca mío', and the saved-filter parameters below. */
const providerSearchSchema = z.extend(providerFilterSchema, {
  ...viewParams,
  // The saved-filter parameters (`*_save`, where 'all' and 'TODOS' count as empty) that shared links carry.
  medicalNameEntity_save: textParam,
  medicalServiceId_save: idParam,
  medicalSpecialtyId_save: idParam,
  provinceId_save: idParam,
  areaId_save: idParam,
  locationId_save: idParam,
});
export type ProviderSearch = z.infer<typeof providerSearchSchema>;

/** Filter → its saved-filter parameter. */
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
export const parseProviderPrintSearch = withKeptListings(parseProviderSearch);

/** For each filter the live value wins; when it is empty the saved one is used. */
export function effectiveProviderFilters(search: ProviderSearch): ProviderFilters {
  return pickFilters(search, PROVIDER_FILTER_NAMES, (name) => SAVED_PARAM[name]);
}

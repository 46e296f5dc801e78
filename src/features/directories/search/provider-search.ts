import { z } from 'zod/mini';
import { idParam, textParam } from '@/lib/search-params';
import type { DirectoryRoutes } from '../directory-route';
import { providerDirectoryMeta, providerPrintMeta } from '../page-meta';
import { filterNames, geographyParams, pickFilters, viewParams } from './search-schema';

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

/** For each filter the live value wins; when it is empty the saved one is used. */
export function effectiveProviderFilters(search: ProviderSearch): ProviderFilters {
  return pickFilters(search, PROVIDER_FILTER_NAMES, (name) => SAVED_PARAM[name]);
}

/** /cartilla-medica and /cartilla-medica/imprimir: what they read before the page loads (directory-route.ts). */
export const providerRoutes: DirectoryRoutes<ProviderSearch, ProviderFilters> = {
  meta: providerDirectoryMeta,
  printMeta: providerPrintMeta,
  parse: parseProviderSearch,
  filtersOf: effectiveProviderFilters,
};

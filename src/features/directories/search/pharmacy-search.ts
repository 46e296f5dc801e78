import { z } from 'zod/mini';
import { textParam } from '@/lib/search-params';
import type { DirectoryRoutes } from '../directory-route';
import { pharmacyDirectoryMeta, pharmacyPrintMeta } from '../page-meta';
import { filterNames, geographyParams, pickFilters, viewParams } from './search-schema';

/** /farmacias's filters as the address names them; the API names the first one `name` (docs/api.md#pharmacies). */
const pharmacyFilterSchema = z.object({ pharmacies_name: textParam, ...geographyParams });
export type PharmacySearchFilters = z.infer<typeof pharmacyFilterSchema>;
export const PHARMACY_FILTER_NAMES = filterNames(pharmacyFilterSchema);

/** /farmacias's search: the filters, the page and 'Cerca mío'. */
const pharmacySearchSchema = z.extend(pharmacyFilterSchema, viewParams);
export type PharmacySearch = z.infer<typeof pharmacySearchSchema>;

export function parsePharmacySearch(input: Record<string, unknown>): PharmacySearch {
  return pharmacySearchSchema.parse(input);
}

export function pharmacyFilters(search: PharmacySearch): PharmacySearchFilters {
  return pickFilters(search, PHARMACY_FILTER_NAMES);
}

/** /farmacias and /farmacias/imprimir: what they read before the page loads (directory-route.ts). */
export const pharmacyRoutes: DirectoryRoutes<PharmacySearch, PharmacySearchFilters> = {
  meta: pharmacyDirectoryMeta,
  printMeta: pharmacyPrintMeta,
  parse: parsePharmacySearch,
  filtersOf: pharmacyFilters,
};

/** A pharmacy search's filters as the API names them. */
export type PharmacyApiFilters = Omit<PharmacySearchFilters, 'pharmacies_name'> & { name?: string };

/** What the pharmacy search sends: the name travels as `name`, first. */
export function toPharmacyFilters({ pharmacies_name: name, ...geography }: PharmacySearchFilters): PharmacyApiFilters {
  return name === undefined ? geography : { name, ...geography };
}

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams, LONG_LIST_TIMEOUT_MS } from '@/lib/http';
import { referenceListOptions } from './reference-lists';
import { coordinate, intId, requiredText } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { ALL_PAGES_SIZE, allPagesQueryOptions } from './all-pages';
import { listSchema, pageOf, rowsOf } from './paged';
import { compareSpanish } from '@/lib/spanish-order';

/** Pharmacies: spec 01 §3 fields, spec 01 §7 rows "Pharmacy search" and "Pharmacy-name options". */

export const pharmacySchema = z.object({
  id: intId(),
  name: requiredText(),
  address: optionalText(),
  phone: optionalText(),
  email: optionalText(),
  lat: coordinate(),
  lon: coordinate(),
});
export const pharmaciesResponseSchema = listSchema(pharmacySchema, 'pharmacies');
export type Pharmacy = z.infer<typeof pharmacySchema>;

export const PHARMACY_PAGE_SIZE = 5;
const PHARMACY_NAMES_SIZE = 1000;

/** The filters of a pharmacy search; the name travels as `name`. */
export type PharmacyFilters = { name?: string; province_id?: number; area_id?: number; location_id?: number };

/** Spec 01 §7: GET /api/web/pharmacy, page, pagination (5 on screen), plus only the filters that are set. */
function searchPharmacies(filters: PharmacyFilters, page: number, size: number, signal: AbortSignal) {
  return requestJson(pharmaciesResponseSchema, () =>
    api.get('api/web/pharmacy', {
      searchParams: searchParams({
        page,
        pagination: size,
        name: filters.name,
        province_id: filters.province_id,
        location_id: filters.location_id,
        area_id: filters.area_id,
      }),
      signal,
    }),
  ).then((answer) => pageOf(answer, page, size));
}

/** The search on screen: one page of 5. */
export function pharmacySearchQueryOptions(filters: PharmacyFilters, page: number) {
  return queryOptions({
    queryKey: ['pharmacies', 'search', filters, page] as const,
    queryFn: ({ signal }) => searchPharmacies(filters, page, PHARMACY_PAGE_SIZE, signal),
    meta: { call: 'pharmacySearch' },
  });
}

/** The whole search, for printing: the same call in pages of `ALL_PAGES_SIZE`, up to `ALL_PAGES_MAX_ROWS`. */
export function pharmacySearchAllPagesQueryOptions(filters: PharmacyFilters) {
  return allPagesQueryOptions({
    queryKey: ['pharmacies', 'search-all', filters] as const,
    fetchPage: (page, signal) => searchPharmacies(filters, page, ALL_PAGES_SIZE, signal),
    call: 'pharmacySearch',
  });
}

/** Spec 01 §7: GET /api/web/pharmacy, page=1, pagination=1000. Cached for the session. */
export function pharmacyNamesQueryOptions() {
  return queryOptions({
    queryKey: ['pharmacies', 'names'] as const,
    queryFn: ({ signal }) =>
      requestJson(pharmaciesResponseSchema, () =>
        api.get('api/web/pharmacy', {
          searchParams: searchParams({ page: 1, pagination: PHARMACY_NAMES_SIZE }),
          signal,
          timeout: LONG_LIST_TIMEOUT_MS,
        }),
      ).then((answer) => rowsOf(answer, PHARMACY_NAMES_SIZE)),
    select: (pharmacies) => [...new Set(pharmacies.map((p) => p.name.trim()).filter(Boolean))].sort(compareSpanish),
    meta: { call: 'pharmacyNames' },
    ...referenceListOptions,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { pharmaciesResponseSchema, type PharmacyFilters } from '../schemas';

export const PHARMACY_PAGE_SIZE = 5;

/**
 * GET /api/web/pharmacy?page&pagination=5 plus only the filters that are set
 * (name, province_id, location_id, area_id) — spec 01 §7.
 */
export function searchPharmacies(filters: PharmacyFilters, page: number, signal?: AbortSignal) {
  return requestJson(pharmaciesResponseSchema, () =>
    api.get('api/web/pharmacy', {
      searchParams: searchParams({
        page,
        pagination: PHARMACY_PAGE_SIZE,
        name: filters.pharmacies_name,
        province_id: filters.province_id,
        location_id: filters.location_id,
        area_id: filters.area_id,
      }),
      signal,
    }),
  );
}

export function pharmacySearchQueryOptions(filters: PharmacyFilters, page: number) {
  return queryOptions({
    queryKey: ['pharmacies', 'search', filters, page] as const,
    queryFn: ({ signal }) => searchPharmacies(filters, page, signal),
    meta: { call: 'pharmacySearch' },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { medicalEntitiesResponseSchema, type DirectoryFilters } from '../schemas';

export const DIRECTORY_PAGE_SIZE = 5;

/**
 * GET /api/web/medical_entity?page&pagination=5 plus only the filters that are set
 * (name, medical_service_id, medical_specialty_id, province_id, area_id, location_id) — spec 01 §7.
 */
export function searchProviders(filters: DirectoryFilters, page: number, signal?: AbortSignal) {
  return requestJson(medicalEntitiesResponseSchema, () =>
    api.get('api/web/medical_entity', {
      searchParams: searchParams({
        page,
        pagination: DIRECTORY_PAGE_SIZE,
        name: filters.name,
        medical_service_id: filters.medical_service_id,
        medical_specialty_id: filters.medical_specialty_id,
        province_id: filters.province_id,
        area_id: filters.area_id,
        location_id: filters.location_id,
      }),
      signal,
    }),
  );
}

export function providerSearchQueryOptions(filters: DirectoryFilters, page: number) {
  return queryOptions({
    queryKey: ['directory', 'search', filters, page] as const,
    queryFn: ({ signal }) => searchProviders(filters, page, signal),
    meta: { call: 'providerSearch' },
  });
}

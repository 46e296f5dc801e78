import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams, LONG_LIST_TIMEOUT_MS } from '@/lib/http';
import { referenceListOptions } from './reference-lists';
import { coordinate, intId, requiredText } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { ALL_PAGES_SIZE, allPagesQueryOptions } from './all-pages';
import { listSchema, pageOf, rowsOf } from './paged';

/** Medical entities (providers): spec 01 §3 fields, spec 01 §7 rows "Provider search" and "Provider-name options". */

export const medicalEntitySchema = z.object({
  id: intId(),
  name: requiredText(),
  address: optionalText(),
  address_extra: optionalText(),
  phone: optionalText(),
  note: optionalText(),
  link: optionalText(),
  lat: coordinate(),
  lon: coordinate(),
});
export const medicalEntitiesResponseSchema = listSchema(medicalEntitySchema, 'medical_entities');
export type MedicalEntity = z.infer<typeof medicalEntitySchema>;

export const PROVIDER_PAGE_SIZE = 5;
const PROVIDER_NAMES_SIZE = 1000;

/** The filters of a provider search (what goes to the API besides page and size). */
export type ProviderFilters = {
  name?: string;
  medical_service_id?: number;
  medical_specialty_id?: number;
  province_id?: number;
  area_id?: number;
  location_id?: number;
};

/**
 * Spec 01 §7: GET /api/web/medical_entity, page, pagination (5 on screen), plus only the filters that are set
 * (name, medical_service_id, medical_specialty_id, province_id, location_id, area_id).
 */
function searchProviders(filters: ProviderFilters, page: number, size: number, signal: AbortSignal) {
  return requestJson(medicalEntitiesResponseSchema, () =>
    api.get('api/web/medical_entity', {
      searchParams: searchParams({
        page,
        pagination: size,
        name: filters.name,
        medical_service_id: filters.medical_service_id,
        medical_specialty_id: filters.medical_specialty_id,
        province_id: filters.province_id,
        area_id: filters.area_id,
        location_id: filters.location_id,
      }),
      signal,
    }),
  ).then((answer) => pageOf(answer, page, size));
}

/** The search on screen: one page of 5. */
export function providerSearchQueryOptions(filters: ProviderFilters, page: number) {
  return queryOptions({
    queryKey: ['providers', 'search', filters, page] as const,
    queryFn: ({ signal }) => searchProviders(filters, page, PROVIDER_PAGE_SIZE, signal),
    meta: { call: 'providerSearch' },
  });
}

/** The whole search, for printing: the same call in pages of `ALL_PAGES_SIZE`, up to `ALL_PAGES_MAX_ROWS`. */
export function providerSearchAllPagesQueryOptions(filters: ProviderFilters) {
  return allPagesQueryOptions({
    queryKey: ['providers', 'search-all', filters] as const,
    fetchPage: (page, signal) => searchProviders(filters, page, ALL_PAGES_SIZE, signal),
    call: 'providerSearch',
  });
}

/** Spec 01 §7: GET /api/web/medical_entity, orderBy=name, page=1, pagination=1000. Cached for the session. */
export function providerNamesQueryOptions() {
  return queryOptions({
    queryKey: ['providers', 'names'] as const,
    queryFn: ({ signal }) =>
      requestJson(medicalEntitiesResponseSchema, () =>
        api.get('api/web/medical_entity', {
          searchParams: searchParams({ orderBy: 'name', page: 1, pagination: PROVIDER_NAMES_SIZE }),
          signal,
          timeout: LONG_LIST_TIMEOUT_MS,
        }),
      ).then((answer) => rowsOf(answer, PROVIDER_NAMES_SIZE)),
    select: (entities) => [...new Set(entities.map((entity) => entity.name.trim()).filter(Boolean))],
    meta: { call: 'providerNames' },
    ...referenceListOptions,
  });
}

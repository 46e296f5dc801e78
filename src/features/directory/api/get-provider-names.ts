import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { medicalEntitiesResponseSchema } from '../schemas';

/** GET /api/web/medical_entity?orderBy=name&page=1&pagination=1000: the provider-name options (spec 01 §7). */
export function getProviderNames(signal?: AbortSignal) {
  return requestJson(medicalEntitiesResponseSchema, () =>
    api.get('api/web/medical_entity', {
      searchParams: searchParams({ orderBy: 'name', page: 1, pagination: 1000 }),
      signal,
    }),
  );
}

/** Loaded only when the name field is first used; cached for the session. */
export function providerNamesQueryOptions() {
  return queryOptions({
    queryKey: ['directory', 'names'] as const,
    queryFn: ({ signal }) => getProviderNames(signal),
    select: (response) => [...new Set(response.data.map((entity) => entity.name.trim()).filter(Boolean))],
    meta: { call: 'providerNames' },
    ...referenceListOptions,
  });
}

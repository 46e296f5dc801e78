import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { pharmaciesResponseSchema } from '../schemas';

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** GET /api/web/pharmacy?page=1&pagination=1000: the pharmacy-name options (spec 01 §7). */
export function getPharmacyNames(signal?: AbortSignal) {
  return requestJson(pharmaciesResponseSchema, () =>
    api.get('api/web/pharmacy', { searchParams: searchParams({ page: 1, pagination: 1000 }), signal }),
  );
}

/** Loaded only when the name field is first used; cached for the session. */
export function pharmacyNamesQueryOptions() {
  return queryOptions({
    queryKey: ['pharmacies', 'names'] as const,
    queryFn: ({ signal }) => getPharmacyNames(signal),
    select: (response) => [...new Set(response.data.map((p) => p.name.trim()).filter(Boolean))].sort(collator.compare),
    meta: { call: 'pharmacyNames' },
    ...referenceListOptions,
  });
}

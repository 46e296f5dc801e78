import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { provincesResponseSchema } from '../schemas';

/** GET /api/web/provinces?pagination=30 (spec 01 §7). */
export function getProvinces(signal?: AbortSignal) {
  return requestJson(provincesResponseSchema, () =>
    api.get('api/web/provinces', { searchParams: searchParams({ pagination: 30 }), signal }),
  );
}

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['geography', 'provinces'] as const,
    queryFn: ({ signal }) => getProvinces(signal),
    select: (response) => response.data,
    meta: { call: 'provinces' },
    ...referenceListOptions,
  });
}

import { queryOptions, skipToken } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { areasResponseSchema } from '../schemas';

/** GET /api/web/areas?pagination=200&orderBy=name&province_id=… (spec 01 §7). */
export function getAreas(provinceId: number, signal?: AbortSignal) {
  return requestJson(areasResponseSchema, () =>
    api.get('api/web/areas', {
      searchParams: searchParams({ pagination: 200, orderBy: 'name', province_id: provinceId }),
      signal,
    }),
  );
}

/** Areas of a province; cached for the session, so choosing the province again costs nothing. */
export function areasQueryOptions(provinceId: number | undefined) {
  return queryOptions({
    queryKey: ['geography', 'areas', provinceId ?? null] as const,
    queryFn: provinceId === undefined ? skipToken : ({ signal }) => getAreas(provinceId, signal),
    select: (response) => response.data,
    meta: { call: 'areas' },
    ...referenceListOptions,
  });
}

import { queryOptions, skipToken } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { localitiesResponseSchema } from '../schemas';

/** GET /api/web/locations?pagination=300&area_id=… (spec 01 §7). */
export function getLocalities(areaId: number, signal?: AbortSignal) {
  return requestJson(localitiesResponseSchema, () =>
    api.get('api/web/locations', { searchParams: searchParams({ pagination: 300, area_id: areaId }), signal }),
  );
}

/** Localities of an area; cached for the session. */
export function localitiesQueryOptions(areaId: number | undefined) {
  return queryOptions({
    queryKey: ['geography', 'localities', areaId ?? null] as const,
    queryFn: areaId === undefined ? skipToken : ({ signal }) => getLocalities(areaId, signal),
    select: (response) => response.data,
    meta: { call: 'localities' },
    ...referenceListOptions,
  });
}

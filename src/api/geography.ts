import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { intId } from '@/lib/zod';
import { pagedSchema } from './paged';

/** Provinces, their areas (cities) and the areas' localities (neighbourhoods): spec 01 §7, three rows. */

export const provinceSchema = z.object({ id: intId(), name: z.string() });
export const areaSchema = z.object({ id: intId(), name: z.string(), province_id: z.optional(intId()) });
export const localitySchema = z.object({ id: intId(), name: z.string(), area_id: z.optional(intId()) });

export const provincesResponseSchema = pagedSchema(provinceSchema);
export const areasResponseSchema = pagedSchema(areaSchema);
export const localitiesResponseSchema = pagedSchema(localitySchema);

export type Province = z.infer<typeof provinceSchema>;
export type Area = z.infer<typeof areaSchema>;
export type Locality = z.infer<typeof localitySchema>;

/** Spec 01 §7: GET /api/web/provinces, pagination=30. */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['geography', 'provinces'] as const,
    queryFn: ({ signal }) =>
      requestJson(provincesResponseSchema, () =>
        api.get('api/web/provinces', { searchParams: searchParams({ pagination: 30 }), signal }),
      ),
    select: (response) => response.data,
    meta: { call: 'provinces' },
    ...referenceListOptions,
  });
}

/** Spec 01 §7: GET /api/web/areas, pagination=200, orderBy=name, province_id. Cached for the session. */
export function areasQueryOptions(provinceId: number | undefined) {
  return queryOptions({
    queryKey: ['geography', 'areas', provinceId ?? null] as const,
    queryFn:
      provinceId === undefined
        ? skipToken
        : ({ signal }) =>
            requestJson(areasResponseSchema, () =>
              api.get('api/web/areas', {
                searchParams: searchParams({ pagination: 200, orderBy: 'name', province_id: provinceId }),
                signal,
              }),
            ),
    select: (response) => response.data,
    meta: { call: 'areas' },
    ...referenceListOptions,
  });
}

/** Spec 01 §7: GET /api/web/locations, pagination=300, area_id. Cached for the session. */
export function localitiesQueryOptions(areaId: number | undefined) {
  return queryOptions({
    queryKey: ['geography', 'localities', areaId ?? null] as const,
    queryFn:
      areaId === undefined
        ? skipToken
        : ({ signal }) =>
            requestJson(localitiesResponseSchema, () =>
              api.get('api/web/locations', {
                searchParams: searchParams({ pagination: 300, area_id: areaId }),
                signal,
              }),
            ),
    select: (response) => response.data,
    meta: { call: 'localities' },
    ...referenceListOptions,
  });
}

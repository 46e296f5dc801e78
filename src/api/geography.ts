import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from './reference-lists';
import { intId, optionalInt, requiredText } from '@/lib/zod';
import { listSchema, rowsOf } from './paged';

/** Provinces, their areas (cities) and the areas' localities (neighbourhoods): spec 01 §7, three rows. */

export const provinceSchema = z.object({ id: intId(), name: requiredText() });
export const areaSchema = z.object({ id: intId(), name: requiredText(), province_id: optionalInt() });
export const localitySchema = z.object({ id: intId(), name: requiredText(), area_id: optionalInt() });

export const provincesResponseSchema = listSchema(provinceSchema, 'provinces');
export const areasResponseSchema = listSchema(areaSchema, 'areas');
export const localitiesResponseSchema = listSchema(localitySchema, 'localities');

const PROVINCES_SIZE = 30;
const AREAS_SIZE = 200;
const LOCALITIES_SIZE = 300;

export type Province = z.infer<typeof provinceSchema>;
export type Area = z.infer<typeof areaSchema>;
export type Locality = z.infer<typeof localitySchema>;

/** Spec 01 §7: GET /api/web/provinces, pagination=30. */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['geography', 'provinces'] as const,
    queryFn: ({ signal }) =>
      requestJson(provincesResponseSchema, () =>
        api.get('api/web/provinces', { searchParams: searchParams({ pagination: PROVINCES_SIZE }), signal }),
      ).then((answer) => rowsOf(answer, PROVINCES_SIZE)),
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
                searchParams: searchParams({ pagination: AREAS_SIZE, orderBy: 'name', province_id: provinceId }),
                signal,
              }),
            ).then((answer) => rowsOf(answer, AREAS_SIZE)),
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
                searchParams: searchParams({ pagination: LOCALITIES_SIZE, area_id: areaId }),
                signal,
              }),
            ).then((answer) => rowsOf(answer, LOCALITIES_SIZE)),
    meta: { call: 'localities' },
    ...referenceListOptions,
  });
}

import { queryOptions, skipToken } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchReferenceList, referenceListOptions } from './reference-lists';
import { intId, optionalInt, requiredText } from '@/lib/zod';
import { listSchema } from './paged';

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

/** Spec 01 §7: GET /api/web/provinces, pagination=30. */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['geography', 'provinces'] as const,
    queryFn: ({ signal }) =>
      fetchReferenceList(provincesResponseSchema, 'api/web/provinces', {
        params: { pagination: PROVINCES_SIZE },
        signal,
      }),
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
            fetchReferenceList(areasResponseSchema, 'api/web/areas', {
              params: { pagination: AREAS_SIZE, orderBy: 'name', province_id: provinceId },
              signal,
            }),
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
            fetchReferenceList(localitiesResponseSchema, 'api/web/locations', {
              params: { pagination: LOCALITIES_SIZE, area_id: areaId },
              signal,
            }),
    meta: { call: 'localities' },
    ...referenceListOptions,
  });
}

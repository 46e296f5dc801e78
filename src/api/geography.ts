import { z } from 'zod/mini';
import { referenceListQueryOptions } from './reference-lists';
import { intId, optionalInt, requiredText } from '@/lib/zod';
import { listSchema } from './paged';

/** Provinces, their areas (cities) and the areas' localities (neighbourhoods): three calls (docs/api.md#geography). */

export const provinceSchema = z.object({ id: intId(), name: requiredText() });
export const areaSchema = z.object({ id: intId(), name: requiredText(), province_id: optionalInt() });
export const localitySchema = z.object({ id: intId(), name: requiredText(), area_id: optionalInt() });

export const provincesResponseSchema = listSchema(provinceSchema, 'provinces');
export const areasResponseSchema = listSchema(areaSchema, 'areas');
export const localitiesResponseSchema = listSchema(localitySchema, 'localities');

const PROVINCES_SIZE = 30;
const AREAS_SIZE = 200;
const LOCALITIES_SIZE = 300;

/** GET /api/web/provinces, pagination=30. */
export const provincesQueryOptions = () =>
  referenceListQueryOptions({
    queryKey: ['geography', 'provinces'] as const,
    schema: provincesResponseSchema,
    path: 'api/web/provinces',
    params: { pagination: PROVINCES_SIZE },
    call: 'provinces',
  });

/** GET /api/web/areas, pagination=200, orderBy=name, province_id. Cached for the session. */
export const areasQueryOptions = (provinceId: number | undefined) =>
  referenceListQueryOptions({
    queryKey: ['geography', 'areas', provinceId ?? null] as const,
    schema: areasResponseSchema,
    path: 'api/web/areas',
    params: provinceId === undefined ? null : { pagination: AREAS_SIZE, orderBy: 'name', province_id: provinceId },
    call: 'areas',
  });

/** GET /api/web/locations, pagination=300, area_id. Cached for the session. */
export const localitiesQueryOptions = (areaId: number | undefined) =>
  referenceListQueryOptions({
    queryKey: ['geography', 'localities', areaId ?? null] as const,
    schema: localitiesResponseSchema,
    path: 'api/web/locations',
    params: areaId === undefined ? null : { pagination: LOCALITIES_SIZE, area_id: areaId },
    call: 'localities',
  });

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { memberKeys } from './member';

/**
 * A member without laboratory results may get `memberLaboratory: null`, or a `link` that is null or
 * empty: that is an empty answer, '' (the page says there are no results), never an error (docs/decisions.md).
 */
export const laboratoryResponseSchema = z.object({
  memberLaboratory: z.nullable(z.object({ link: z.nullish(z.string()) })),
});

/** GET /api/web/member/laboratory → memberLaboratory.link ('' when there is none). */
export function laboratoryQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.laboratory(),
    queryFn: () =>
      requestJson(laboratoryResponseSchema, () => api.get('api/web/member/laboratory')).then(
        (r) => r.memberLaboratory?.link ?? '',
      ),
    meta: { call: 'laboratory' },
  });
}

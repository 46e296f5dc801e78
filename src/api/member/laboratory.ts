import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { memberKeys } from './member';

export const laboratoryResponseSchema = z.object({ memberLaboratory: z.object({ link: z.string() }) });

/** Spec 02 §7: GET /api/web/member/laboratory → memberLaboratory.link. */
export function laboratoryQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.laboratory(),
    queryFn: () =>
      requestJson(laboratoryResponseSchema, () => api.get('api/web/member/laboratory')).then(
        (r) => r.memberLaboratory.link,
      ),
    meta: { call: 'laboratory' },
  });
}

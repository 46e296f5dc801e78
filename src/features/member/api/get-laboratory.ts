import { queryOptions } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import { laboratoryResponseSchema } from '../schemas';

/** GET /api/web/member/laboratory → { memberLaboratory: { link } }. */
export function getLaboratoryLink() {
  return requestJson(laboratoryResponseSchema, () => api.get('api/web/member/laboratory')).then(
    (r) => r.memberLaboratory.link,
  );
}

export const laboratoryQuery = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'laboratory'],
    queryFn: getLaboratoryLink,
    meta: { call: 'laboratory' },
    gcTime: 0,
  });

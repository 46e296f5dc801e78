import { queryOptions } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import type { Member } from '@/lib/member';
import { moreauPath } from '../lib/rules';
import { imagingResponseSchema } from '../schemas';

/** GET /api/web/moreau/execute/{first name}/{personal id}/{YYYYMMDD} → plain array of studies. */
export function getImagingStudies(path: string) {
  return requestJson(imagingResponseSchema, () => api.get(path));
}

export const imagingStudiesQuery = (member: Member) => {
  const path = moreauPath(member);
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'imaging', path],
    queryFn: () => getImagingStudies(path),
    meta: { call: 'imaging' },
    gcTime: 0,
  });
};

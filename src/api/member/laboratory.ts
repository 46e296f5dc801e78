import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { familyGroupOn } from '@/config/api-features';
import { familyMemberPath, forFamiliar } from './family-path';
import { memberKeys } from './member';

/**
 * A member without laboratory results may get `memberLaboratory: null`, or a `link` that is null or
 * empty: that is an empty answer, '' (the page says there are no results), never an error
 * (docs/decisions/saying-what-happened.md).
 */
export const laboratoryResponseSchema = z.object({
  memberLaboratory: z.nullable(z.object({ link: z.nullish(z.string()) })),
});

const laboratoryPath = (familiar?: number) =>
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn && familiar !== undefined
    ? familyMemberPath(familiar, 'laboratory')
    : 'api/web/member/laboratory';

/**
 * GET /api/web/member/laboratory → memberLaboratory.link ('' when there is none). `familiar`: a member of the family
 * group the holder acts for (GET /api/web/member/family/{id}/laboratory, the same answer).
 */
export function laboratoryQueryOptions(familiar?: number) {
  return queryOptions({
    // A build without the family group has no family key (nor its module: the literal is written here).
    queryKey:
      __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
        ? forFamiliar(memberKeys.laboratory(), familiar)
        : memberKeys.laboratory(),
    queryFn: () =>
      requestJson(laboratoryResponseSchema, () => api.get(laboratoryPath(familiar))).then(
        (r) => r.memberLaboratory?.link ?? '',
      ),
    meta: { call: 'laboratory' },
  });
}

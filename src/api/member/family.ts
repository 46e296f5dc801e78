import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestFile, requestJson } from '@/lib/http';
import { intId } from '@/lib/zod';
import { idText, optionalText } from '@/lib/zod-text';
import { listSchema } from '../paged';
import { familyMemberPath } from './family-path';
import { memberKeys } from './member';

/**
 * A member of the signed-in member's family group (docs/api.md, "Grupo familiar"): only the id is required; every
 * other field reads as text, '' when missing.
 */
export const familyMemberSchema = z.object({
  id: intId(),
  full_name: optionalText(),
  last_name: optionalText(),
  relationship: optionalText(),
  born_date: optionalText(),
  plan: optionalText(),
  membership_number: idText(),
  status: optionalText(),
  personal_id_type: idText(),
  personal_id: idText(),
});
export const familyGroupResponseSchema = listSchema(familyMemberSchema, 'family_members');
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** The family group's query key: under the member's keys, so sign-out removes it with the rest (and the error
 * reports' values read it: src/app/query-client.ts). */
const familyGroupKey = () => [...memberKeys.all, 'family'] as const;

/** GET /api/web/member/family → the group, for the whole session (sign-out removes it with every member query). */
export function familyGroupQueryOptions() {
  return queryOptions({
    queryKey: familyGroupKey(),
    queryFn: () =>
      requestJson(familyGroupResponseSchema, () => api.get('api/web/member/family')).then((answer) => answer.data),
    staleTime: Infinity,
    meta: { call: 'familyGroup' },
  });
}

/** GET /api/web/member/family/{id}/certificate → the PDF. */
function fetchCertificate(id: number): Promise<Blob> {
  return requestFile('application/pdf', () => api.get(familyMemberPath(id, 'certificate')));
}

/** Downloads a member's certificate (the caller saves it); its failures are told by the error catalogue. */
export function useCertificateMutation() {
  return useMutation({ mutationFn: fetchCertificate, meta: { call: 'certificate' } });
}

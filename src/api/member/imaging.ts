import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { optionalText } from '@/lib/zod';
import { MEMBER_QUERY_ROOT, type Member } from './member';

export const imagingStudySchema = z.object({
  FechReali: z.string(),
  Servicio: optionalText(),
  Estado: optionalText(),
  Link_PDF: optionalText(),
  Link_Imagenes: optionalText(),
});
export const imagingResponseSchema = z.array(imagingStudySchema);
export type ImagingStudy = z.infer<typeof imagingStudySchema>;

/** 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss') → 'YYYYMMDD'; '' when it is not such a date. */
export function compactDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : '';
}

/** api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}, each segment encoded. */
export function moreauPath(member: Pick<Member, 'full_name' | 'personal_id' | 'born_date'>): string {
  const firstName = member.full_name.trim().split(/\s+/)[0] ?? '';
  return ['api/web/moreau/execute', firstName, member.personal_id.trim(), compactDate(member.born_date)]
    .map((segment, i) => (i === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
}

/** Spec 02 §7: GET /api/web/moreau/execute/{first word of full name}/{personal id}/{birth date YYYYMMDD} → studies. */
export function imagingStudiesQueryOptions(member: Member) {
  const path = moreauPath(member);
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'imaging', path],
    queryFn: () => requestJson(imagingResponseSchema, () => api.get(path)),
    meta: { call: 'imaging' },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { isoDay } from '@/lib/dates';
import { api, requestJson } from '@/lib/http';
import { optionalText } from '@/lib/zod';
import { listSchema } from '../paged';
import { MEMBER_QUERY_ROOT, type Member } from './member';

export const imagingStudySchema = z.object({
  FechReali: optionalText(), // "YYYY-MM-DD", or any shape lib/dates.ts reads
  Servicio: optionalText(),
  Estado: optionalText(),
  Link_PDF: optionalText(),
  Link_Imagenes: optionalText(),
});
/** A plain array (DESIGN.md §3), or the same rows in `{ data }` or the paged envelope. */
export const imagingResponseSchema = listSchema(imagingStudySchema);
export type ImagingStudy = z.infer<typeof imagingStudySchema>;

/** Any API date shape (lib/dates.ts) → 'YYYYMMDD'; '' when it is not a date. */
export function compactDate(value: string): string {
  return isoDay(value).replaceAll('-', '');
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
    queryFn: () => requestJson(imagingResponseSchema, () => api.get(path)).then((r) => r.data),
    meta: { call: 'imaging' },
  });
}

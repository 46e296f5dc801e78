import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { optionalText } from '@/lib/zod-text';
import { listSchema } from '../paged';
import { familyGroupOn } from '@/config/api-features';
import { familyMemberPath, forFamiliar } from './family-path';
import { memberKeys, type Member } from './member';
import type { MoreauPart } from './moreau-path';

export const imagingStudySchema = z.object({
  FechReali: optionalText(), // "YYYY-MM-DD", or any shape lib/dates.ts reads
  Servicio: optionalText(),
  Estado: optionalText(),
  Link_PDF: optionalText(),
  Link_Imagenes: optionalText(),
});
/** A plain array, or the same rows in `{ data }` or the paged envelope. */
export const imagingResponseSchema = listSchema(imagingStudySchema, 'imaging_studies');
export type ImagingStudy = z.infer<typeof imagingStudySchema>;

/** The member's studies; or, when the record lacks what the call's path needs, which parts (no call is made). */
export type ImagingAnswer = { studies: ImagingStudy[]; missing: MoreauPart[] };

/**
 * GET /api/web/moreau/execute/{first word of full name}/{personal id}/{birth date YYYYMMDD} → studies. `familiar`: a
 * member of the family group the holder acts for (GET /api/web/member/family/{id}/imaging, the same rows).
 */
export function imagingStudiesQueryOptions({ full_name, personal_id, born_date }: Member, familiar?: number) {
  return queryOptions({
    // A build without the family group has no family key (nor its module: the literal is written here).
    queryKey:
      __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
        ? forFamiliar(memberKeys.imaging(full_name, personal_id, born_date), familiar)
        : memberKeys.imaging(full_name, personal_id, born_date),
    queryFn: async (): Promise<ImagingAnswer> => {
      if (__API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn && familiar !== undefined) {
        const answer = await requestJson(imagingResponseSchema, () => api.get(familyMemberPath(familiar, 'imaging')));
        return { studies: answer.data, missing: [] };
      }
      // The path needs the date parser (lib/dates.ts), which loads with this call instead of with the entry.
      const { moreauPath } = await import('./moreau-path');
      const target = moreauPath({ full_name, personal_id, born_date });
      if ('missing' in target) return { studies: [], missing: target.missing };
      const answer = await requestJson(imagingResponseSchema, () => api.get(target.path));
      return { studies: answer.data, missing: [] };
    },
    meta: { call: 'imaging' },
  });
}

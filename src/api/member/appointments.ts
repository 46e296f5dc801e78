import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { idText, optionalText } from '@/lib/zod-text';
import { requiredDate } from './api-date';
import { listSchema, pageOf } from '../paged';
import { familyGroupOn } from '@/config/api-features';
import { familyMemberPath, forFamiliar } from './family-path';
import { memberKeys } from './member';

export const appointmentSchema = z.object({
  id: idText(),
  especialidad: optionalText(),
  fecha: requiredDate(), // "YYYY-MM-DD HH:mm:ss", or any shape lib/dates.ts reads
  medico: optionalText(),
});
export const appointmentsResponseSchema = listSchema(appointmentSchema, 'appointments');
export type Appointment = z.infer<typeof appointmentSchema>;

const appointmentsPath = (familiar?: number) =>
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn && familiar !== undefined
    ? familyMemberPath(familiar, 'appointments')
    : 'api/web/member/appointments';

/**
 * GET /api/web/member/appointments?page={n} → data[], links, meta. The API does not document the page size,
 * so the rows are cut only to the size the answer itself states (Laravel's meta.per_page). `familiar`: a member of
 * the family group the holder acts for (GET /api/web/member/family/{id}/appointments, the same answer).
 */
export function appointmentsQueryOptions(page: number, familiar?: number) {
  return queryOptions({
    // A build without the family group has no family key (nor its module: the literal is written here).
    queryKey:
      __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
        ? forFamiliar(memberKeys.appointments(page), familiar)
        : memberKeys.appointments(page),
    queryFn: () =>
      requestJson(appointmentsResponseSchema, () =>
        api.get(appointmentsPath(familiar), { searchParams: searchParams({ page }) }),
      ).then((answer) => pageOf(answer, page, answer.meta?.per_page ?? Math.max(answer.data.length, 1))),
    meta: { call: 'appointments' },
  });
}

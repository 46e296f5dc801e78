import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { intId, optionalText } from '@/lib/zod';
import { pagedSchema } from '../paged';
import { MEMBER_QUERY_ROOT } from './member';

export const appointmentSchema = z.object({
  id: intId(),
  especialidad: optionalText(),
  fecha: z.string(), // "YYYY-MM-DD HH:mm:ss"
  medico: optionalText(),
});
export const appointmentsResponseSchema = pagedSchema(appointmentSchema);
export type Appointment = z.infer<typeof appointmentSchema>;

/** Spec 02 §7: GET /api/web/member/appointments?page={n} → data[], links, meta. */
export function appointmentsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'appointments', { page }],
    queryFn: () =>
      requestJson(appointmentsResponseSchema, () =>
        api.get('api/web/member/appointments', { searchParams: searchParams({ page }) }),
      ),
    meta: { call: 'appointments' },
  });
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import { appointmentsResponseSchema } from '../schemas';

/** GET /api/web/member/appointments?page={n} → paged envelope. */
export function getAppointments(page: number) {
  return requestJson(appointmentsResponseSchema, () =>
    api.get('api/web/member/appointments', { searchParams: searchParams({ page }) }),
  );
}

export const appointmentsQuery = (page: number) =>
  queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'appointments', { page }],
    queryFn: () => getAppointments(page),
    meta: { call: 'appointments' },
    placeholderData: keepPreviousData,
    // Lists reset when the member leaves them (spec 02 §4).
    gcTime: 0,
  });

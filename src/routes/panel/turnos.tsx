import { createFileRoute } from '@tanstack/react-router';
import { appointmentsQueryOptions } from '@/api/member/appointments';
import { actedFor, titleFor } from '@/features/member/acting';
import { appointmentsSearchSchema } from '@/features/member/appointments-search';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { AppointmentsPage } from '@/features/member/pages/appointments-page';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/turnos')({
  validateSearch: appointmentsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, familiar: search.familiar }),
  loader: ({ context: { queryClient, acting }, deps: { page } }) =>
    loadPanelList(queryClient.ensureQueryData(appointmentsQueryOptions(page, actedFor(acting)))),
  onLeave: forgetOnLeave('appointments'),
  head: ({ match }) =>
    pageHead({
      ...memberMeta.appointments,
      title: titleFor(match.context.acting, memberMeta.appointments.title, 'Turnos'),
    }),
  pendingComponent: PanelListPending,
  component: AppointmentsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { appointmentsQueryOptions } from '@/api/member/appointments';
import { actedFor, titleFor } from '@/features/member/acting';
import { appointmentsSearchSchema } from '@/features/member/appointments-search';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { AppointmentsPage } from '@/features/member/pages/appointments-page';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { familyGroupOn } from '@/config/api-features';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/turnos')({
  validateSearch: appointmentsSearchSchema,
  // With the family group the list follows whom the holder looks after; without it, the page alone (the feature's
  // literal in each option: src/routes/panel/route.tsx says why).
  loaderDeps:
    __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
      ? ({ search }) => ({ page: search.page, familiar: search.familiar })
      : ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient, acting }, deps: { page } }) =>
    loadPanelList(
      queryClient.ensureQueryData(
        appointmentsQueryOptions(page, __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn ? actedFor(acting) : undefined),
      ),
    ),
  onLeave: forgetOnLeave('appointments'),
  head:
    __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
      ? ({ match }) =>
          pageHead({
            ...memberMeta.appointments,
            title: titleFor(match.context.acting, memberMeta.appointments.title, 'Turnos'),
          })
      : () => pageHead(memberMeta.appointments),
  pendingComponent: PanelListPending,
  component: AppointmentsPage,
});

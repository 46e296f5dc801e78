import { createFileRoute } from '@tanstack/react-router';
import { laboratoryQueryOptions } from '@/api/member/laboratory';
import { actedFor, titleFor } from '@/features/member/acting';
import { LaboratoryPage } from '@/features/member/pages/laboratory-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/laboratorios')({
  loaderDeps: ({ search }) => ({ familiar: search.familiar }),
  loader: ({ context: { queryClient, acting } }) =>
    loadPanelList(queryClient.ensureQueryData(laboratoryQueryOptions(actedFor(acting)))),
  onLeave: forgetOnLeave('laboratory'),
  head: ({ match }) =>
    pageHead({
      ...memberMeta.laboratory,
      title: titleFor(match.context.acting, memberMeta.laboratory.title, 'Laboratorios'),
    }),
  pendingComponent: PanelListPending,
  component: LaboratoryPage,
});

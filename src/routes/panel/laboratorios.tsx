import { createFileRoute } from '@tanstack/react-router';
import { laboratoryQueryOptions } from '@/api/member/laboratory';
import { LaboratoryPage } from '@/features/member/pages/laboratory-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/laboratorios')({
  loader: ({ context: { queryClient } }) => loadPanelList(queryClient.ensureQueryData(laboratoryQueryOptions())),
  onLeave: forgetOnLeave('laboratory'),
  head: () => pageHead(memberMeta.laboratory),
  pendingComponent: PanelListPending,
  component: LaboratoryPage,
});

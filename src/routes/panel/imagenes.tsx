import { createFileRoute } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import { ImagingPage } from '@/features/member/pages/imaging-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/imagenes')({
  loader: ({ context: { queryClient, member } }) =>
    loadPanelList(queryClient.ensureQueryData(imagingStudiesQueryOptions(member))),
  onLeave: forgetOnLeave('imaging'),
  head: () => pageHead(memberMeta.imaging),
  pendingComponent: PanelListPending,
  component: ImagingPage,
});

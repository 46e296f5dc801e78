import { createFileRoute } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import { actedFor, titleFor } from '@/features/member/acting';
import { ImagingPage } from '@/features/member/pages/imaging-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/imagenes')({
  loaderDeps: ({ search }) => ({ familiar: search.familiar }),
  loader: ({ context: { queryClient, member, acting } }) =>
    loadPanelList(queryClient.ensureQueryData(imagingStudiesQueryOptions(member, actedFor(acting)))),
  onLeave: forgetOnLeave('imaging'),
  head: ({ match }) =>
    pageHead({ ...memberMeta.imaging, title: titleFor(match.context.acting, memberMeta.imaging.title, 'Imágenes') }),
  pendingComponent: PanelListPending,
  component: ImagingPage,
});

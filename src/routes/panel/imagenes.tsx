import { createFileRoute } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import { actedFor, titleFor } from '@/features/member/acting';
import { ImagingPage } from '@/features/member/pages/imaging-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { familyGroupOn } from '@/config/api-features';
import { pageHead } from '@/lib/page-head';

const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;

export const Route = createFileRoute('/panel/imagenes')({
  // With the family group the page follows whom the holder looks after.
  loaderDeps: familyGroup ? ({ search }) => ({ familiar: search.familiar }) : undefined,
  loader: ({ context: { queryClient, member, acting } }) =>
    loadPanelList(
      queryClient.ensureQueryData(imagingStudiesQueryOptions(member, familyGroup ? actedFor(acting) : undefined)),
    ),
  onLeave: forgetOnLeave('imaging'),
  head: familyGroup
    ? ({ match }) =>
        pageHead({ ...memberMeta.imaging, title: titleFor(match.context.acting, memberMeta.imaging.title, 'Imágenes') })
    : () => pageHead(memberMeta.imaging),
  pendingComponent: PanelListPending,
  component: ImagingPage,
});

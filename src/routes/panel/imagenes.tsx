import { createFileRoute } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import { actedFor, titleFor } from '@/features/member/acting';
import type { ActingSearch } from '@/features/member/acting-search';
import { ImagingPage } from '@/features/member/pages/imaging-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { familyGroupOn } from '@/config/api-features';
import { pageHead } from '@/lib/page-head';

/** With the family group the page follows whom the holder looks after; without it, no `loaderDeps` at all. */
const familyDeps = (
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
    ? { loaderDeps: ({ search }: { search: ActingSearch }) => ({ familiar: search.familiar }) }
    : {}
) as { loaderDeps: (opts: { search: ActingSearch }) => ActingSearch };

// The feature's literal is written in each split option (src/routes/panel/route.tsx says why).
export const Route = createFileRoute('/panel/imagenes')({
  ...familyDeps,
  loader: ({ context: { queryClient, member, acting } }) =>
    loadPanelList(
      queryClient.ensureQueryData(
        imagingStudiesQueryOptions(
          member,
          __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn ? actedFor(acting) : undefined,
        ),
      ),
    ),
  onLeave: forgetOnLeave('imaging'),
  head:
    __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
      ? ({ match }) =>
          pageHead({
            ...memberMeta.imaging,
            title: titleFor(match.context.acting, memberMeta.imaging.title, 'Imágenes'),
          })
      : () => pageHead(memberMeta.imaging),
  pendingComponent: PanelListPending,
  component: ImagingPage,
});

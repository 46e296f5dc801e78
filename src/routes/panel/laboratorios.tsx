import { createFileRoute } from '@tanstack/react-router';
import { laboratoryQueryOptions } from '@/api/member/laboratory';
import { actedFor, titleFor } from '@/features/member/acting';
import { LaboratoryPage } from '@/features/member/pages/laboratory-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { familyGroupOn } from '@/config/api-features';
import { pageHead } from '@/lib/page-head';

const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;

export const Route = createFileRoute('/panel/laboratorios')({
  // With the family group the page follows whom the holder looks after.
  loaderDeps: familyGroup ? ({ search }) => ({ familiar: search.familiar }) : undefined,
  loader: ({ context: { queryClient, acting } }) =>
    loadPanelList(queryClient.ensureQueryData(laboratoryQueryOptions(familyGroup ? actedFor(acting) : undefined))),
  onLeave: forgetOnLeave('laboratory'),
  head: familyGroup
    ? ({ match }) =>
        pageHead({
          ...memberMeta.laboratory,
          title: titleFor(match.context.acting, memberMeta.laboratory.title, 'Laboratorios'),
        })
    : () => pageHead(memberMeta.laboratory),
  pendingComponent: PanelListPending,
  component: LaboratoryPage,
});

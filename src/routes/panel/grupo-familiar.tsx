import { createFileRoute } from '@tanstack/react-router';
import { familyGroupQueryOptions } from '@/api/member/family';
import { familyGroupMeta } from '@/features/member/family-meta';
import { FamilyGroupPage } from '@/features/member/pages/family-group-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { loadPanelList } from '@/features/member/panel-lists';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/grupo-familiar')({
  loader: ({ context: { queryClient } }) => loadPanelList(queryClient.ensureQueryData(familyGroupQueryOptions())),
  head: () => pageHead(familyGroupMeta),
  pendingComponent: PanelListPending,
  component: FamilyGroupPage,
});

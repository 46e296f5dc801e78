import { createFileRoute } from '@tanstack/react-router';
import { PaperworkMenuPage } from '@/features/member/pages/paperwork-menu-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/')({
  head: () => pageHead(memberMeta.paperwork),
  component: PaperworkMenuPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PaperworkMenuPage } from '@/features/member/pages/paperwork-menu-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/')({
  head: () => pageHead({ title: 'Trámites', description: 'Trámites en línea para socios.' }),
  component: PaperworkMenuPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { DataUpdatePage } from '@/features/member/pages/paperwork-pages';
import { dataUpdateMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/actualizacion-datos-personales')({
  head: () => pageHead(dataUpdateMeta),
  component: DataUpdatePage,
});

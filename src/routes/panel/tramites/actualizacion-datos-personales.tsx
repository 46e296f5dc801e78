import { createFileRoute } from '@tanstack/react-router';
import { DataUpdatePage } from '@/features/member/pages/paperwork-pages';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/actualizacion-datos-personales')({
  head: () => pageHead(memberMeta.dataUpdate),
  component: DataUpdatePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { MedicationsPage } from '@/features/member/pages/medications-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/medicamentos')({
  head: () => pageHead(memberMeta.medications),
  component: MedicationsPage,
});

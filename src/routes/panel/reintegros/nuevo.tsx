import { createFileRoute } from '@tanstack/react-router';
import { reimbursementMeta } from '@/features/reimbursements/page-meta';
import { RequestPage } from '@/features/reimbursements/pages/request-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/reintegros/nuevo')({
  head: () => pageHead(reimbursementMeta.request),
  component: RequestPage,
});

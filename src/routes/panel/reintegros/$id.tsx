import { createFileRoute } from '@tanstack/react-router';
import { caseMeta } from '@/features/reimbursements/page-meta';
import { CasePage } from '@/features/reimbursements/pages/case-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/reintegros/$id')({
  head: ({ params }) => pageHead(caseMeta(params.id)),
  component: CasePage,
});

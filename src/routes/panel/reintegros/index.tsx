import { createFileRoute } from '@tanstack/react-router';
import { reimbursementMeta } from '@/features/reimbursements/page-meta';
import { ReimbursementsPage } from '@/features/reimbursements/pages/reimbursements-page';
import { reimbursementsSearchSchema } from '@/features/reimbursements/search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/reintegros/')({
  validateSearch: reimbursementsSearchSchema,
  head: () => pageHead(reimbursementMeta.list),
  component: ReimbursementsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { invoicesQueryOptions } from '@/api/member/invoices';
import { preInvoicesQueryOptions } from '@/api/member/pre-invoices';
import { InvoicesPage } from '@/features/member/pages/invoices-page';
import { PanelListPending } from '@/features/member/pages/panel-list-pending';
import { forgetOnLeave, loadPanelList } from '@/features/member/panel-lists';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/facturas')({
  // The pre-invoices are asked for but not waited for: their failure is silent and must not keep the invoices away.
  loader: ({ context: { queryClient, member } }) => {
    if (member.personal_id) void queryClient.prefetchQuery(preInvoicesQueryOptions(member.personal_id));
    return loadPanelList(queryClient.ensureQueryData(invoicesQueryOptions()));
  },
  onLeave: forgetOnLeave('invoices', 'pre-invoices'),
  head: () => pageHead(memberMeta.invoices),
  pendingComponent: PanelListPending,
  component: InvoicesPage,
});

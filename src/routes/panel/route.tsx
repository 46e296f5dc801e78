import { createFileRoute } from '@tanstack/react-router';
import { memberMeta } from '@/features/member/page-meta';
import { PanelLayout } from '@/features/member/pages/panel-layout';
import { requireMember } from '@/features/session/guards';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel')({
  // The one check of the member: the pages below read it from the context.
  beforeLoad: ({ location }) => requireMember({ location }),
  head: () => pageHead(memberMeta.panel, { noindex: true }),
  component: PanelLayout,
});

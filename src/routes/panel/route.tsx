import { createFileRoute } from '@tanstack/react-router';
import { PanelLayout } from '@/features/member/pages/panel-layout';
import { requireMember } from '@/features/session/guards';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel')({
  // The one check of the member: the pages below read it from the context.
  beforeLoad: ({ location }) => requireMember({ location }),
  head: () => pageHead({ title: 'Mi cuenta', description: 'Portal de socios de Salud Plena.' }, { noindex: true }),
  component: PanelLayout,
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireMember } from '@/features/session/guards';
import { PanelLayout } from './-components/panel-layout';

export const Route = createFileRoute('/panel')({
  beforeLoad: () => requireMember(),
  head: () => ({
    meta: [
      { title: 'Mi cuenta | Salud Plena' },
      { name: 'description', content: 'Portal de socios de Salud Plena.' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: () => (
    <PanelLayout>
      <Outlet />
    </PanelLayout>
  ),
});

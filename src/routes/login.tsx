import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@/features/session/guards';
import { LoginPage } from '@/features/session/pages/login-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/login')({
  beforeLoad: () => redirectIfSignedIn(),
  head: () =>
    pageHead({
      title: 'Ingreso de socios',
      description: 'Ingresá al portal de socios de Salud Plena con tu tipo y número de documento.',
    }),
  component: LoginPage,
});

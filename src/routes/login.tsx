import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '@/features/session/guards';
import { LoginPage } from '@/features/session/pages/login-page';
import { loginMeta } from '@/features/session/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/login')({
  beforeLoad: () => redirectIfSignedIn(),
  head: () => pageHead(loginMeta),
  component: LoginPage,
});

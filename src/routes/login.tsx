import { createFileRoute } from '@tanstack/react-router';
import { parseLoginSearch, redirectIfSignedIn } from '@/features/session/guards';
import { LoginPage } from '@/features/session/pages/login-page';
import { loginMeta } from '@/features/session/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search.redirect),
  head: () => pageHead(loginMeta),
  component: LoginPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { AuthorisationsPage } from '@/features/applications/pages/authorisations-page';
import { authorisationsMeta } from '@/features/applications/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/autorizaciones')({
  head: () => pageHead(authorisationsMeta),
  component: AuthorisationsPage,
});

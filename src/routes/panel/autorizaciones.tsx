import { createFileRoute } from '@tanstack/react-router';
import { AuthorisationsPage } from '@/features/applications/pages/authorisations-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/autorizaciones')({
  head: () => pageHead({ title: 'Autorizaciones', description: 'Solicitá la autorización de estudios y prácticas.' }),
  component: AuthorisationsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { regulationsMeta } from '@/features/content/page-meta';
import { RegulationsPage } from '@/features/content/pages/regulations-page';

export const Route = createFileRoute('/reglamento')({
  head: () => pageHead(regulationsMeta),
  component: RegulationsPage,
});

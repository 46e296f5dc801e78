import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { centresMeta } from '@/features/content/page-meta';
import { CentresPage } from '@/features/content/pages/centres-page';

export const Route = createFileRoute('/centros-medicos')({
  head: () => pageHead(centresMeta),
  component: CentresPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/features/content/page-head';
import { centresMeta } from '@/features/content/data/centres';
import { CentresPage } from '@/features/content/pages/centres-page';

export const Route = createFileRoute('/centros-medicos')({
  head: () => pageHead(centresMeta),
  component: CentresPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { aestheticsMeta } from '@/features/content/page-meta';
import { AestheticsPage } from '@/features/content/pages/aesthetics-page';

export const Route = createFileRoute('/servicios-estetica-bienestar')({
  head: () => pageHead(aestheticsMeta),
  component: AestheticsPage,
});

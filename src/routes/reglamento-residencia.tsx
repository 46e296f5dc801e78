import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { residencyRegulationMeta } from '@/features/content/page-meta';
import { ResidencyRegulationPage } from '@/features/content/pages/residency-regulation-page';

export const Route = createFileRoute('/reglamento-residencia')({
  head: () => pageHead(residencyRegulationMeta),
  component: ResidencyRegulationPage,
});

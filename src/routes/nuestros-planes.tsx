import { createFileRoute } from '@tanstack/react-router';
import { plansMeta } from '@/features/content/page-meta';
import { PlansPage } from '@/features/content/pages/plans-page';
import { plansSearchSchema } from '@/features/content/plans-search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/nuestros-planes')({
  validateSearch: plansSearchSchema,
  head: () => pageHead(plansMeta),
  component: PlansPage,
});

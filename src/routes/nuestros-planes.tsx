import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { pageHead } from '@/features/content/page-head';
import { plansMeta } from '@/features/content/page-meta';
import type { PlanId } from '@/features/content/data/plans';
import { PlansPage } from '@/features/content/pages/plans-page';

// `?c60` (any value, even none) selects C-60 PLUS; anything else A-10 PLUS.
const flag = z.catch(z.optional(z.union([z.string(), z.number(), z.boolean()])), undefined);
const plansSearchSchema = z.object({ a10: flag, c60: flag });

export const Route = createFileRoute('/nuestros-planes')({
  validateSearch: plansSearchSchema,
  head: () => pageHead(plansMeta),
  component: PlansRoute,
});

function PlansRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const plan: PlanId = search.c60 !== undefined ? 'c60' : 'a10';
  return (
    <PlansPage
      plan={plan}
      onPlanChange={(next) => navigate({ search: next === 'c60' ? { c60: '' } : { a10: '' }, replace: true })}
    />
  );
}

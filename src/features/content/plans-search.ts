import { z } from 'zod/mini';
import type { PlanId } from './data/plans';

// `?c60` (any value, even none) selects C-60 PLUS; anything else A-10 PLUS.
const flag = z.catch(z.optional(z.union([z.string(), z.number(), z.boolean()])), undefined);
export const plansSearchSchema = z.object({ a10: flag, c60: flag });

export function selectedPlan(search: z.infer<typeof plansSearchSchema>): PlanId {
  return search.c60 !== undefined ? 'c60' : 'a10';
}

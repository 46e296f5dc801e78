import { z } from 'zod/mini';
import { intId as int } from '@/lib/zod';

/** Laravel's paged envelope (DESIGN.md §3). */
export const pageLinksSchema = z.object({
  first: z.nullable(z.string()),
  last: z.nullable(z.string()),
  prev: z.nullable(z.string()),
  next: z.nullable(z.string()),
});

export const pageMetaSchema = z.object({
  current_page: int(),
  from: z.nullable(int()),
  to: z.nullable(int()),
  total: int(),
});

export function pagedSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });
}

export type Paged<T> = { data: T[]; links: z.infer<typeof pageLinksSchema>; meta: z.infer<typeof pageMetaSchema> };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

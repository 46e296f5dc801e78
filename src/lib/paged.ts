import { z } from 'zod';

/** Laravel's paged envelope (DESIGN.md §3). */
export const pageLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

export const pageMetaSchema = z.object({
  current_page: z.coerce.number().int(),
  from: z.coerce.number().int().nullable(),
  to: z.coerce.number().int().nullable(),
  total: z.coerce.number().int(),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });
}

export type Paged<T> = { data: T[]; links: z.infer<typeof pageLinksSchema>; meta: z.infer<typeof pageMetaSchema> };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

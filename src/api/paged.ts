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
  /** Laravel's paginator also sends these; the mock (DESIGN.md §3) does not. */
  per_page: z.optional(int()),
  last_page: z.optional(int()),
});

export type PageLinks = z.infer<typeof pageLinksSchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The full envelope, as DESIGN.md §3 describes it (what the mock must answer; the app reads more, see listSchema). */
export function pagedSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });
}

export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/** A list answer, whatever its shape: its rows, and its links and meta when it had usable ones. */
export type ListAnswer<T> = { data: T[]; links: PageLinks | null; meta: PageMeta | null };

/**
 * A list as the API may really answer it: Laravel's paged envelope `{ data, links, meta }`, a bare `{ data }` (a
 * resource collection without a paginator) or a bare array. Links or meta that are missing or unreadable count as
 * absent; they never fail the list.
 */
export function listSchema<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.union([
      z.array(item),
      z.object({
        data: z.array(item),
        links: z.catch(z.nullable(pageLinksSchema), null),
        meta: z.catch(z.nullable(pageMetaSchema), null),
      }),
    ]),
    z.transform((answer): ListAnswer<z.output<T>> =>
      Array.isArray(answer)
        ? { data: answer, links: null, meta: null }
        : { data: answer.data, links: answer.links, meta: answer.meta },
    ),
  );
}

const NO_LINKS: PageLinks = { first: null, last: null, prev: null, next: null };

/**
 * The page that was asked for, never longer than its size (a 3,000-row answer to a page of 5 renders 5 rows).
 * - With meta, the server paged: its rows are this page, cut to the size.
 * - Without meta, more rows than a page means the server sent the whole list: it is paged here.
 *   Otherwise the rows are the page asked for, and the count goes up to it.
 */
export function pageOf<T>(answer: ListAnswer<T>, page: number, pageSize: number): Paged<T> {
  const { meta } = answer;
  if (meta) {
    const data = answer.data.slice(0, pageSize);
    const from = data.length === 0 ? null : (meta.from ?? (meta.current_page - 1) * pageSize + 1);
    return {
      data,
      links: answer.links ?? NO_LINKS,
      meta: { ...meta, from, to: from === null ? null : from + data.length - 1 },
    };
  }
  const wholeList = answer.data.length > pageSize;
  const start = wholeList ? (page - 1) * pageSize : 0;
  const data = answer.data.slice(start, start + pageSize);
  const total = wholeList ? answer.data.length : (page - 1) * pageSize + data.length;
  const from = data.length === 0 ? null : (page - 1) * pageSize + 1;
  return {
    data,
    links: NO_LINKS,
    meta: { current_page: page, from, to: from === null ? null : from + data.length - 1, total },
  };
}

/** A reference list's rows, cut to the `pagination` it was asked for. */
export function rowsOf<T>(answer: ListAnswer<T>, limit: number): T[] {
  return answer.data.slice(0, limit);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

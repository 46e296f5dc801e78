import { z } from 'zod/mini';
import { reportDroppedRows } from '@/lib/dropped-rows';
import { intId as int } from '@/lib/zod';

/** Laravel's paged envelope. */
const pageLinksSchema = z.object({
  first: z.nullable(z.string()),
  last: z.nullable(z.string()),
  prev: z.nullable(z.string()),
  next: z.nullable(z.string()),
});

const pageMetaSchema = z.object({
  current_page: int(),
  from: z.nullable(int()),
  to: z.nullable(int()),
  total: int(),
  /** Laravel's paginator also sends these; the mock does not. */
  per_page: z.optional(int()),
  last_page: z.optional(int()),
});

type PageLinks = z.infer<typeof pageLinksSchema>;
type PageMeta = z.infer<typeof pageMetaSchema>;

/** The full envelope, as docs/api.md describes it (what the mock must answer; the app reads more, see listSchema). */
export function pagedSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ data: z.array(item), links: pageLinksSchema, meta: pageMetaSchema });
}

export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/** A list answer, whatever its shape: its readable rows, and its links and meta when it had usable ones. */
export type ListAnswer<T> = { data: T[]; links: PageLinks | null; meta: PageMeta | null };

/**
 * Rows read one by one: a row the item schema cannot read is left out, the others are kept in order. What was left
 * out is counted and reported (`list` names it: lib/dropped-rows.ts).
 */
export function readRows<T extends z.core.$ZodType>(item: T, rows: readonly unknown[], list: string): z.output<T>[] {
  const read: z.output<T>[] = [];
  for (const row of rows) {
    const result = z.safeParse(item, row);
    if (result.success) read.push(result.data);
  }
  reportDroppedRows(list, rows.length - read.length);
  return read;
}

/** Any array: its rows are read one by one afterwards (readRows). */
export const rowsSchema = z.array(z.unknown());

/**
 * A list as the API may really answer it: Laravel's paged envelope `{ data, links, meta }`, a bare `{ data }` (a
 * resource collection without a paginator) or a bare array. Rows are read one by one (readRows); links or meta that
 * are missing or unreadable count as absent. Only an answer with no list at all fails.
 */
export function listSchema<T extends z.core.$ZodType>(item: T, list: string) {
  return z.pipe(
    z.union([rowsSchema, z.looseObject({ data: rowsSchema })]),
    z.transform((answer): ListAnswer<z.output<T>> =>
      Array.isArray(answer)
        ? { data: readRows(item, answer, list), links: null, meta: null }
        : {
            data: readRows(item, answer.data, list),
            links: z.safeParse(pageLinksSchema, answer.links).data ?? null,
            meta: z.safeParse(pageMetaSchema, answer.meta).data ?? null,
          },
    ),
  );
}

const NO_LINKS: PageLinks = { first: null, last: null, prev: null, next: null };

/**
 * The page that was asked for, never longer than its size (a 3,000-row answer to a page of 5 renders 5 rows).
 * - With meta, the server paged: its rows are this page, cut to the size; its counts are kept.
 * - Without meta, more rows than a page means the server sent the whole list: it is paged here.
 *   Otherwise the rows are the page asked for, and the count goes up to it.
 */
export function pageOf<T>({ data: rows, links, meta }: ListAnswer<T>, page: number, size: number): Paged<T> {
  const wholeList = !meta && rows.length > size;
  const start = wholeList ? (page - 1) * size : 0;
  const data = rows.slice(start, start + size);
  const counts = meta ?? { current_page: page, total: wholeList ? rows.length : (page - 1) * size + data.length };
  const from = data.length === 0 ? null : (meta?.from ?? (counts.current_page - 1) * size + 1);
  return {
    data,
    links: links ?? NO_LINKS,
    meta: { ...counts, from, to: from === null ? null : from + data.length - 1 },
  };
}

/** A reference list's rows, cut to the `pagination` it was asked for. */
export function rowsOf<T>(answer: ListAnswer<T>, limit: number): T[] {
  return answer.data.slice(0, limit);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

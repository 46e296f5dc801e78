import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiCall } from '@/api/errors';
import type { Paged } from './paged';

/** A whole search is read in pages of this size (the print view)… */
export const ALL_PAGES_SIZE = 100;
/** …and no further than this many rows: a longer search is to be narrowed. */
export const ALL_PAGES_MAX_ROWS = 500;

type Options<T, K extends readonly unknown[]> = {
  queryKey: K;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>;
  /** The call whose catalogue text tells a failure. */
  call: ApiCall;
};

/** The rows read so far and how many the search has (its total, or the rows when the API gives no count). */
export function rowsSoFar<T>(pages: ReadonlyArray<Paged<T>>): { rows: T[]; total: number } {
  const rows = pages.flatMap((page) => page.data);
  return { rows, total: Math.max(pages.at(-1)?.meta.total ?? 0, rows.length) };
}

/**
 * A search read page after page (`fetchNextPage` until `hasNextPage` is false): the next page is asked for while the
 * last one was full, the count says there are more, and fewer than ALL_PAGES_MAX_ROWS rows have been read.
 */
export function allPagesQueryOptions<T, K extends readonly unknown[]>({ queryKey, fetchPage, call }: Options<T, K>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<T>, pages: Array<Paged<T>>, lastPage: number) => {
      const { rows, total } = rowsSoFar(pages);
      const more = last.data.length === ALL_PAGES_SIZE && rows.length < total;
      return more && rows.length < ALL_PAGES_MAX_ROWS ? lastPage + 1 : undefined;
    },
    meta: { call },
  });
}

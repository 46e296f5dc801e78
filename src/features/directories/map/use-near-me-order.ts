import { useEffect, useMemo } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { rowsSoFar } from '@/api/all-pages';
import type { Paged } from '@/api/paged';
import type { GeoPoint } from '@/lib/geo';
import { byDistanceFrom, pageOfOrdered } from './near-me-order';

type Placed = { lat: number | null; lon: number | null };

/** The search's results as the panel shows them: one page, its state, and how many rows could be ordered. */
export type OrderedResults<T> = {
  status: 'pending' | 'error' | 'success';
  /** 'paused': waiting for the connection to come back. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: Paged<T> | undefined;
  /** The data is the last page's, standing in while this one loads (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
  /** The rows read and ordered, when fewer than the search has (it has more than the reading limit): the paginator
   * goes through those. */
  orderedOnly?: number;
};

/**
 * 'Cerca mío' over the whole search: `whole` (the print view's reading, pages of 100 up to 500 rows, enabled only
 * while 'Cerca mío' is on with a position) is read to its end, ordered by distance from `origin`, and shown one
 * page of `pageSize` at a time. Pending until every page is in, so the order never changes under the visitor.
 */
export function useNearMeOrder<T extends Placed>(
  whole: UseInfiniteQueryResult<InfiniteData<Paged<T>>>,
  origin: GeoPoint | null,
  page: number,
  pageSize: number,
): OrderedResults<T> {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = whole;
  const pages = whole.data?.pages;
  // `read` too: a page may come in without a render that shows it loading, so the flags alone may not change.
  const read = pages?.length ?? 0;
  useEffect(() => {
    if (origin && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [origin, hasNextPage, isFetchingNextPage, isError, fetchNextPage, read]);

  const ordered = useMemo(() => {
    if (!pages || !origin) return null;
    const { rows, total } = rowsSoFar(pages);
    return { rows: byDistanceFrom(rows, origin), total };
  }, [pages, origin]);

  const reading = whole.isPending || hasNextPage || isFetchingNextPage;
  const status = isError ? 'error' : reading || !ordered ? 'pending' : 'success';
  return {
    status,
    fetchStatus: whole.fetchStatus,
    data: status === 'success' && ordered ? pageOfOrdered(ordered.rows, ordered.total, page, pageSize) : undefined,
    isPlaceholderData: false,
    error: whole.error,
    refetch: () => void whole.refetch(),
    orderedOnly: ordered && ordered.total > ordered.rows.length ? ordered.rows.length : undefined,
  };
}

import { useEffect, useRef } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ALL_PAGES_MAX_ROWS, rowsSoFar } from '@/api/all-pages';
import type { Paged } from '@/api/paged';
import type { DirectoryKind, Listing } from '../results/listing';
import { useSavedListings } from '../saved/saved-listings';

type Reading<Row> = {
  /** The directory's, whose kept listings `saved` shows. */
  kind: DirectoryKind;
  /** `guardados=1`: the listings kept on this device instead of the search. */
  saved: boolean;
  /** The whole search, page after page (disabled when `saved`). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<Row>>>;
  toListing: (row: Row) => Listing;
  /** The search in words has every name it needs. */
  wordsReady: boolean;
};

/**
 * What the print view holds: the whole search, read in pages of 100 to its end, at most 500 rows (a longer search is
 * to be narrowed), or the kept listings. Once everything is there the browser's print dialog opens, once.
 */
export function usePrintReading<Row>({ kind, saved, query, toListing, wordsReady }: Reading<Row>) {
  const kept = useSavedListings(kind);
  const { rows, total } = rowsSoFar(query.data?.pages ?? []);
  const listings = saved ? kept : rows.map(toListing);
  const tooMany = !saved && total > ALL_PAGES_MAX_ROWS;
  const loading = !saved && (query.isPending || query.hasNextPage || query.isFetchingNextPage) && !query.isError;
  const complete = (saved || query.isSuccess) && !loading && wordsReady;

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (!saved && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [saved, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  // The print dialog, once, when the whole list is on the page (not for a search to narrow, nor for nothing).
  const printed = useRef(false);
  useEffect(() => {
    if (!complete || tooMany || listings.length === 0 || printed.current) return;
    printed.current = true;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [complete, tooMany, listings.length]);

  return { listings, read: rows.length, total, shownTotal: saved ? kept.length : total, tooMany, loading, complete };
}

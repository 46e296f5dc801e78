import type { OrderedResults } from '../map/use-near-me-order';

/** What the panel shows before its render has hydrated: the results loading, as the prerendered page has them. */
export const PENDING = {
  status: 'pending',
  fetchStatus: 'fetching',
  data: undefined,
  isPlaceholderData: false,
  error: null,
  refetch: () => {},
  orderedOnly: undefined,
} as const;

/**
 * The results as the panel shows them. While the next page loads, the last one stands in (keepPreviousData). Only
 * its total is used, so that the paginator stays where it was (disabled) and nothing jumps; everything else shows
 * the new page loading.
 */
export function shownResults<Row>(results: OrderedResults<Row>) {
  const status = results.isPlaceholderData ? 'pending' : results.status;
  const shown = status === 'success' ? results.data : undefined;
  return {
    results,
    status,
    rows: shown?.data,
    meta: shown?.meta,
    total: shown?.meta.total ?? 0,
    paginatorTotal: status === 'error' ? 0 : (results.orderedOnly ?? results.data?.meta.total ?? 0),
  };
}

export type ShownResults<Row> = ReturnType<typeof shownResults<Row>>;

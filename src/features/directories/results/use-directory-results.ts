import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GeoPoint } from '@/lib/geo';
import type { Directory, Result } from '../directories';
import { useNearMeOrder, type OrderedResults } from '../map/use-near-me-order';
import type { Geography, ViewSearch } from '../search/search-schema';

/**
 * The page's results: one page of the search; with a position ('Cerca mío') the whole search instead, ordered by
 * distance and shown a page at a time.
 */
export function useDirectoryResults<Row extends Result, Search extends ViewSearch, Filters extends Geography>(
  { calls, apiFilters }: Directory<Row, Search, Filters>,
  { filters, page, position }: { filters: Filters; page: number; position: GeoPoint | null },
): OrderedResults<Row> {
  const onePage = useQuery({
    ...calls.searchQueryOptions(apiFilters(filters), page),
    placeholderData: keepPreviousData,
    // With a position the whole search is read instead; while the browser is asked, the page stands in.
    enabled: !position,
  });
  const whole = useInfiniteQuery({ ...calls.searchAllPagesQueryOptions(apiFilters(filters)), enabled: !!position });
  const nearest = useNearMeOrder(whole, position, page, calls.pageSize);
  return position ? nearest : onePage;
}

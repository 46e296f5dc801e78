import type { QueryClient } from '@tanstack/react-query';
import { areasQueryOptions, localitiesQueryOptions, provincesQueryOptions } from '@/api/geography';
import type { Directory, Result } from './directories';
import type { Geography, ViewSearch } from './search/search-schema';

/**
 * A directory's loader starts every request at once and does not wait for them: the page shows skeletons, never a
 * blank wait. The search's page, the lists its fields offer, and what the geography selects of the address need.
 */
export function prefetchDirectory<Row extends Result, Search extends ViewSearch, Filters extends Geography>(
  directory: Directory<Row, Search, Filters>,
  queryClient: QueryClient,
  { filters, page }: { filters: Filters; page: number },
) {
  void queryClient.prefetchQuery(directory.calls.searchQueryOptions(directory.apiFilters(filters), page));
  directory.prefetchFieldLists?.(queryClient);
  void queryClient.prefetchQuery(provincesQueryOptions());
  if (filters.province_id !== undefined) void queryClient.prefetchQuery(areasQueryOptions(filters.province_id));
  if (filters.area_id !== undefined) void queryClient.prefetchQuery(localitiesQueryOptions(filters.area_id));
}

import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { parseFlagValue } from '@/lib/search-params';
import type { DirectoryRoutes } from '../directory-route';
import type { ViewSearch } from './search-schema';

/**
 * A directory's search as its page and its print view read it: the address of the route they render in, through the
 * directory's search schema (what the route's `validateSearch` made of it), its filters (the loader's deps too), its
 * page, and the print view's `guardados=1` (the listings kept on this device instead of the search).
 */
export function useDirectorySearch<Search extends ViewSearch, Filters>({
  routes,
}: {
  routes: DirectoryRoutes<Search, Filters>;
}) {
  const address = useSearch({ strict: false });
  return useMemo(() => {
    const search = routes.parse(address);
    const saved = parseFlagValue(address.guardados) === 1;
    return { search, filters: routes.filtersOf(search), page: search.page ?? 1, saved };
  }, [routes, address]);
}

import { retainSearchParams } from '@tanstack/react-router';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';
import { parsePharmacySearch, pharmacyFilters } from './search/pharmacy-search';
import { effectiveProviderFilters, parseProviderSearch } from './search/provider-search';

/**
 * A directory route's options but its loader, head and page: its search schema; 'Cerca mío' is a view state, not a
 * filter, so a new search through the page keeps it; an address with a non-canonical query string is redirected to
 * the canonical one; and the loader and the page read the search's filters and page as its loader deps
 * (`Route.useLoaderDeps()`).
 */
function directoryRouteOptions<Search extends { page?: number }, Filters>(
  validateSearch: (input: Record<string, unknown>) => Search,
  filtersOf: (search: Search) => Filters,
) {
  return {
    validateSearch,
    search: { middlewares: [retainSearchParams<{ cerca?: 1 }>(['cerca'])] },
    beforeLoad: redirectToCanonicalSearch,
    loaderDeps: ({ search }: { search: Search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  };
}

export const providerRouteOptions = directoryRouteOptions(parseProviderSearch, effectiveProviderFilters);
export const pharmacyRouteOptions = directoryRouteOptions(parsePharmacySearch, pharmacyFilters);

import { retainSearchParams } from '@tanstack/react-router';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';

/**
 * What both directory routes share: 'Cerca mío' is a view state, not a filter, so a new search through the page
 * keeps it; and an address with a non-canonical query string is redirected to the canonical one.
 */
export const directoryRouteOptions = {
  search: { middlewares: [retainSearchParams<{ cerca?: 1 }>(['cerca'])] },
  beforeLoad: redirectToCanonicalSearch,
};

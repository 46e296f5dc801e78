import { retainSearchParams, type AnyRouter, type LinkOptions } from '@tanstack/react-router';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';
import { pageHead, type PageMeta } from '@/lib/page-head';
import { withKeptListings, type ViewSearch } from './search/search-schema';

/**
 * What a directory's two routes (its page and its print view) read before the page's code loads: the part of its
 * record the entry carries (docs/decisions/directory-is-one-record.md). No field, call or text only the page shows.
 */
export type DirectoryRoutes<Search, Filters> = {
  /** Its title (h1 and document title) and description, and its print view's (page-meta.ts). */
  meta: PageMeta;
  printMeta: PageMeta;
  /** Its search schema: the route's `validateSearch`, and how the page reads the address (use-directory-search.ts). */
  parse: (input: Record<string, unknown>) => Search;
  /** The search's filters: the loader's deps, the page's and the print view's. */
  filtersOf: (search: Search) => Filters;
};

/**
 * A link to a directory's page or print view: a record writes its own with `linkOptions`, which checks it against the
 * app's routes; a test's record names the routes of its own router.
 */
export type DirectoryLink = LinkOptions<AnyRouter>;

/**
 * A directory page's route options but its loader and component: its search schema; 'Cerca mío' is a view state,
 * not a filter, so a new search through the page keeps it; an address with a non-canonical query string is
 * redirected to the canonical one; the loader reads the search's filters and page as its deps; its head.
 */
export function directoryRoute<Search extends ViewSearch, Filters>(routes: DirectoryRoutes<Search, Filters>) {
  return {
    validateSearch: routes.parse,
    search: { middlewares: [retainSearchParams<{ cerca?: 1 }>(['cerca'])] },
    beforeLoad: redirectToCanonicalSearch,
    loaderDeps: ({ search }: { search: Search }) => ({ filters: routes.filtersOf(search), page: search.page ?? 1 }),
    head: () => pageHead(routes.meta),
  };
}

/**
 * A directory's print view's route options but its component: the same search, or `guardados=1` for the listings
 * kept on this device; the page alone (no header or footer), never indexed.
 */
export function printRoute<Search, Filters>(routes: DirectoryRoutes<Search, Filters>) {
  return {
    validateSearch: withKeptListings(routes.parse),
    staticData: { bare: true },
    head: () => pageHead(routes.printMeta, { noindex: true }),
  };
}

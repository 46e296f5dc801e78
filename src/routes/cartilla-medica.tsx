import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { ProviderDirectoryPage } from '@/features/directories/pages/provider-directory-page';
import { prefetchProviderDirectory } from '@/features/directories/prefetch';
import { effectiveProviderFilters, parseProviderSearch } from '@/features/directories/provider-search';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';
import { providerDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cartilla-medica')({
  validateSearch: parseProviderSearch,
  // 'Cerca mío' is a view state, not a filter: a new search through the page keeps it.
  search: { middlewares: [retainSearchParams(['cerca'])] },
  loaderDeps: ({ search }) => ({ filters: effectiveProviderFilters(search), page: search.page ?? 1 }),
  beforeLoad: redirectToCanonicalSearch,
  loader: ({ context: { queryClient }, deps }) => prefetchProviderDirectory(queryClient, deps),
  head: () => pageHead(providerDirectoryMeta),
  component: ProviderDirectoryPage,
});

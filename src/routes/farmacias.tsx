import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { PharmacyDirectoryPage } from '@/features/directories/pages/pharmacy-directory-page';
import { parsePharmacySearch, pharmacyFilters } from '@/features/directories/pharmacy-search';
import { prefetchPharmacyDirectory } from '@/features/directories/prefetch';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';
import { pharmacyDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/farmacias')({
  validateSearch: parsePharmacySearch,
  // 'Cerca mío' is a view state, not a filter: a new search through the page keeps it.
  search: { middlewares: [retainSearchParams(['cerca'])] },
  loaderDeps: ({ search }) => ({ filters: pharmacyFilters(search), page: search.page ?? 1 }),
  beforeLoad: redirectToCanonicalSearch,
  loader: ({ context: { queryClient }, deps }) => prefetchPharmacyDirectory(queryClient, deps),
  head: () => pageHead(pharmacyDirectoryMeta),
  component: PharmacyDirectoryPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PharmacyDirectoryPage } from '@/features/directories/pages/pharmacy-directory-page';
import { parsePharmacySearch, pharmacyFilters } from '@/features/directories/pharmacy-search';
import { prefetchPharmacyDirectory } from '@/features/directories/prefetch';
import { directoryRouteOptions } from '@/features/directories/directory-route';
import { pharmacyDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/farmacias')({
  validateSearch: parsePharmacySearch,
  ...directoryRouteOptions,
  loaderDeps: ({ search }) => ({ filters: pharmacyFilters(search), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchPharmacyDirectory(queryClient, deps),
  head: () => pageHead(pharmacyDirectoryMeta),
  component: PharmacyDirectoryPage,
});

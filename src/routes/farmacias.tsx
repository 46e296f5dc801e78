import { createFileRoute } from '@tanstack/react-router';
import { PharmacyDirectoryPage } from '@/features/directories/pages/directory-page';
import { parsePharmacySearch, pharmacyFilters } from '@/features/directories/pharmacy-search';
import { prefetchPharmacyDirectory } from '@/features/directories/prefetch';
import { directoryRouteOptions } from '@/features/directories/directory-route';
import { pharmacyDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

/** The search schema, the address's rules and the loader deps (directory-route.ts). */
const searchOptions = directoryRouteOptions(parsePharmacySearch, pharmacyFilters);

export const Route = createFileRoute('/farmacias')({
  ...searchOptions,
  loader: ({ context: { queryClient }, deps }) => prefetchPharmacyDirectory(queryClient, deps),
  head: () => pageHead(pharmacyDirectoryMeta),
  component: PharmacyDirectoryPage,
});

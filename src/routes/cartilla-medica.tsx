import { createFileRoute } from '@tanstack/react-router';
import { ProviderDirectoryPage } from '@/features/directories/pages/provider-directory-page';
import { prefetchProviderDirectory } from '@/features/directories/prefetch';
import { effectiveProviderFilters, parseProviderSearch } from '@/features/directories/provider-search';
import { directoryRouteOptions } from '@/features/directories/directory-route';
import { providerDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cartilla-medica')({
  validateSearch: parseProviderSearch,
  ...directoryRouteOptions,
  loaderDeps: ({ search }) => ({ filters: effectiveProviderFilters(search), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => prefetchProviderDirectory(queryClient, deps),
  head: () => pageHead(providerDirectoryMeta),
  component: ProviderDirectoryPage,
});

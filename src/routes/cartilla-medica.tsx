import { createFileRoute } from '@tanstack/react-router';
import { ProviderDirectoryPage } from '@/features/directories/pages/directory-page';
import { prefetchProviderDirectory } from '@/features/directories/prefetch';
import { effectiveProviderFilters, parseProviderSearch } from '@/features/directories/provider-search';
import { directoryRouteOptions } from '@/features/directories/directory-route';
import { providerDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

/** The search schema, the address's rules and the loader deps (directory-route.ts). */
const searchOptions = directoryRouteOptions(parseProviderSearch, effectiveProviderFilters);

export const Route = createFileRoute('/cartilla-medica')({
  ...searchOptions,
  loader: ({ context: { queryClient }, deps }) => prefetchProviderDirectory(queryClient, deps),
  head: () => pageHead(providerDirectoryMeta),
  component: ProviderDirectoryPage,
});

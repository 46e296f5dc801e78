import { createFileRoute } from '@tanstack/react-router';
import { ProviderDirectoryPage } from '@/features/directories/pages/directory-page';
import { prefetchProviderDirectory } from '@/features/directories/prefetch';
import { providerRouteOptions } from '@/features/directories/directory-route';
import { providerDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cartilla-medica')({
  ...providerRouteOptions,
  loader: ({ context: { queryClient }, deps }) => prefetchProviderDirectory(queryClient, deps),
  head: () => pageHead(providerDirectoryMeta),
  component: ProviderDirectoryPage,
});

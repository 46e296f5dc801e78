import { createFileRoute } from '@tanstack/react-router';
import { providerDirectory } from '@/features/directories/directories';
import { directoryRoute } from '@/features/directories/directory-route';
import { DirectoryPage } from '@/features/directories/pages/directory-page';
import { prefetchDirectory } from '@/features/directories/prefetch';
import { providerRoutes } from '@/features/directories/search/provider-search';

// The entry carries these options; the router's plugin splits the record off with the loader and the page.
const options = directoryRoute(providerRoutes);

export const Route = createFileRoute('/cartilla-medica')({
  ...options,
  loader: ({ context: { queryClient }, deps }) => prefetchDirectory(providerDirectory, queryClient, deps),
  component: () => <DirectoryPage directory={providerDirectory} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { pharmacyDirectory } from '@/features/directories/directories';
import { directoryRoute } from '@/features/directories/directory-route';
import { DirectoryPage } from '@/features/directories/pages/directory-page';
import { prefetchDirectory } from '@/features/directories/prefetch';
import { pharmacyRoutes } from '@/features/directories/search/pharmacy-search';

// The entry carries these options; the router's plugin splits the record off with the loader and the page.
const options = directoryRoute(pharmacyRoutes);

export const Route = createFileRoute('/farmacias')({
  ...options,
  loader: ({ context: { queryClient }, deps }) => prefetchDirectory(pharmacyDirectory, queryClient, deps),
  component: () => <DirectoryPage directory={pharmacyDirectory} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PharmacyDirectoryPage } from '@/features/directories/pages/directory-page';
import { prefetchPharmacyDirectory } from '@/features/directories/prefetch';
import { pharmacyRouteOptions } from '@/features/directories/directory-route';
import { pharmacyDirectoryMeta } from '@/features/directories/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/farmacias')({
  ...pharmacyRouteOptions,
  loader: ({ context: { queryClient }, deps }) => prefetchPharmacyDirectory(queryClient, deps),
  head: () => pageHead(pharmacyDirectoryMeta),
  component: PharmacyDirectoryPage,
});

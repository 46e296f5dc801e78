import { createFileRoute } from '@tanstack/react-router';
import { pharmacyDirectory } from '@/features/directories/directories';
import { printRoute } from '@/features/directories/directory-route';
import { PrintPage } from '@/features/directories/pages/print-page';
import { pharmacyRoutes } from '@/features/directories/search/pharmacy-search';

// The entry carries these options; the router's plugin splits the record off with the loader and the page.
const options = printRoute(pharmacyRoutes);

export const Route = createFileRoute('/farmacias_/imprimir')({
  ...options,
  component: () => <PrintPage directory={pharmacyDirectory} />,
});

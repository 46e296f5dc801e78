import { createFileRoute } from '@tanstack/react-router';
import { providerDirectory } from '@/features/directories/directories';
import { printRoute } from '@/features/directories/directory-route';
import { PrintPage } from '@/features/directories/pages/print-page';
import { providerRoutes } from '@/features/directories/search/provider-search';

// The entry carries these options; the router's plugin splits the record off with the loader and the page.
const options = printRoute(providerRoutes);

export const Route = createFileRoute('/cartilla-medica_/imprimir')({
  ...options,
  component: () => <PrintPage directory={providerDirectory} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ProviderPrintPage } from '@/features/directories/pages/print-pages';
import { parseProviderPrintSearch } from '@/features/directories/provider-search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cartilla-medica_/imprimir')({
  validateSearch: parseProviderPrintSearch,
  staticData: { bare: true },
  head: () =>
    pageHead(
      {
        title: 'Cartilla médica para imprimir',
        description: 'La búsqueda de la cartilla médica, lista para imprimir.',
      },
      { noindex: true },
    ),
  component: ProviderPrintPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PharmacyPrintPage } from '@/features/directories/pages/print-pages';
import { parsePharmacyPrintSearch } from '@/features/directories/pharmacy-search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/farmacias_/imprimir')({
  validateSearch: parsePharmacyPrintSearch,
  staticData: { bare: true },
  head: () =>
    pageHead(
      { title: 'Farmacias para imprimir', description: 'La búsqueda de farmacias, lista para imprimir.' },
      { noindex: true },
    ),
  component: PharmacyPrintPage,
});

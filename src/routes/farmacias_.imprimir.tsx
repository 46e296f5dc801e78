import { createFileRoute } from '@tanstack/react-router';
import { pharmacyPrintMeta } from '@/features/directories/page-meta';
import { PharmacyPrintPage } from '@/features/directories/pages/print-pages';
import { parsePharmacyPrintSearch } from '@/features/directories/search/pharmacy-search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/farmacias_/imprimir')({
  validateSearch: parsePharmacyPrintSearch,
  staticData: { bare: true },
  head: () => pageHead(pharmacyPrintMeta, { noindex: true }),
  component: PharmacyPrintPage,
});

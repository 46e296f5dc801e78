import { createFileRoute } from '@tanstack/react-router';
import { providerPrintMeta } from '@/features/directories/page-meta';
import { ProviderPrintPage } from '@/features/directories/pages/print-pages';
import { parseProviderPrintSearch } from '@/features/directories/search/provider-search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/cartilla-medica_/imprimir')({
  validateSearch: parseProviderPrintSearch,
  staticData: { bare: true },
  head: () => pageHead(providerPrintMeta, { noindex: true }),
  component: ProviderPrintPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { faqSearchSchema } from '@/features/content/faq-search';
import { faqMeta } from '@/features/content/page-meta';
import { FaqPage } from '@/features/content/pages/faq-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/preguntas-frecuentes')({
  validateSearch: faqSearchSchema,
  head: () => pageHead(faqMeta),
  component: FaqPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { pageHead } from '@/features/content/page-head';
import { faqMeta } from '@/features/content/page-meta';
import { FaqPage } from '@/features/content/pages/faq-page';

// `?ff=true` opens the billing group (the member panel's "Ver medios de pago").
const faqSearchSchema = z.object({
  ff: z.catch(z.optional(z.union([z.boolean(), z.string()])), undefined),
});

export const Route = createFileRoute('/preguntas-frecuentes')({
  validateSearch: faqSearchSchema,
  head: () => pageHead(faqMeta),
  component: FaqRoute,
});

function FaqRoute() {
  const { ff } = Route.useSearch();
  return <FaqPage openBilling={ff === true || ff === 'true'} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { contactSearchSchema } from '@/features/contact/contact-search';
import { contactPageMeta } from '@/features/contact/page-meta';
import { ContactPage } from '@/features/contact/pages/contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/contacto')({
  validateSearch: contactSearchSchema,
  head: ({ match }) => pageHead(contactPageMeta(match.search.motivo)),
  component: ContactPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { contactSearchSchema } from '@/features/contact/contact-search';
import { contactMeta } from '@/features/contact/meta';
import { ContactPage } from '@/features/contact/pages/contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/contacto')({
  validateSearch: contactSearchSchema,
  head: () => pageHead(contactMeta),
  component: ContactPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { contactSearchSchema } from '@/features/contact/contact-search';
import { cancellationDescription, cancellationTitles, contactMeta } from '@/features/contact/page-meta';
import { ContactPage } from '@/features/contact/pages/contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/contacto')({
  validateSearch: contactSearchSchema,
  head: ({ match }) =>
    pageHead(
      match.search.motivo
        ? { title: cancellationTitles[match.search.motivo], description: cancellationDescription }
        : contactMeta,
    ),
  component: ContactPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { pageHead } from '@/features/content/page-head';
import { contactMeta } from '@/features/contact/meta';
import { ContactPage } from '@/features/contact/pages/contact-page';

// The footer's consumer-law links preset the reason (DESIGN.md §6).
const contactSearchSchema = z.object({
  motivo: z.catch(z.optional(z.enum(['baja', 'arrepentimiento'])), undefined),
});

export const Route = createFileRoute('/contacto')({
  validateSearch: contactSearchSchema,
  head: () => pageHead(contactMeta),
  component: ContactRoute,
});

function ContactRoute() {
  const { motivo } = Route.useSearch();
  return <ContactPage presetReason={motivo} />;
}

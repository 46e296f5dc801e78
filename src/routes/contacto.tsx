import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { z } from 'zod';

// The footer's consumer-law links preset the reason (DESIGN.md §6).
const contactSearchSchema = z.object({
  motivo: z.enum(['baja', 'arrepentimiento']).optional().catch(undefined),
});


// Placeholder until its issue lands: the page is built by the owner of this route.
export const Route = createFileRoute('/contacto')({
  validateSearch: contactSearchSchema,
  head: () => ({ meta: [{ title: 'Contacto | Salud Plena' }] }),
  component: () => (
    <Container size="lg" py="xl">
      <PageTitle>Contacto</PageTitle>
    </Container>
  ),
});

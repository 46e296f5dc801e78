import { createFileRoute } from '@tanstack/react-router';
import { Container } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';

// Placeholder until its issue lands: the page is built by the owner of this route.
export const Route = createFileRoute('/reglamento')({
  head: () => ({ meta: [{ title: 'Reglamento | Salud Plena' }] }),
  component: () => (
    <Container size="lg" py="xl">
      <PageTitle>Reglamento</PageTitle>
    </Container>
  ),
});

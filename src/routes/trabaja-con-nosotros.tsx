import { createFileRoute } from '@tanstack/react-router';
import { Container, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { JobForm } from '@/features/applications/components/job-form';

export const Route = createFileRoute('/trabaja-con-nosotros')({
  head: () => ({
    meta: [
      { title: 'Trabajá con nosotros | Salud Plena' },
      {
        name: 'description',
        content: 'Sumate al equipo de Salud Plena: dejanos tus datos, el puesto que te interesa y tu currículum.',
      },
    ],
  }),
  component: JobPage,
});

function JobPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle>Trabajá con nosotros</PageTitle>
      <Text mb="lg">
        Dejanos tus datos, elegí el puesto que te interesa y adjuntá tu currículum. Si tu perfil se ajusta a una
        búsqueda, nos vamos a comunicar con vos.
      </Text>
      <JobForm />
    </Container>
  );
}

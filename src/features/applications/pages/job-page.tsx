import { Container, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { JobForm } from '../components/job-form';
import { jobMeta } from '../page-meta';

/** /trabaja-con-nosotros. */
export function JobPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle>{jobMeta.title}</PageTitle>
      <Text mb="lg">
        Dejanos tus datos, elegí el puesto que te interesa y adjuntá tu currículum. Si tu perfil se ajusta a una
        búsqueda, nos vamos a comunicar con vos.
      </Text>
      <JobForm />
    </Container>
  );
}

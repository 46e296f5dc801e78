import { Container, Text } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { NumberedSections } from '../components/numbered-sections';
import { regulationsIntro, regulationsSections } from '../data/regulations';
import { regulationsMeta } from '../page-meta';

export function RegulationsPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title={regulationsMeta.title} lead={<Text component="span">{regulationsIntro}</Text>} />
      <NumberedSections sections={regulationsSections} />
    </Container>
  );
}

import { Container, Paper, SimpleGrid, Text } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { SectionAccordion, sectionEntries } from '../components/section-accordion';
import {
  NURSING_SCHOOL_FOUNDED,
  NURSING_SCHOOL_GRADUATES,
  NURSING_SCHOOL_YEARS,
  nursingSchoolIntro,
  nursingSchoolSections,
} from '../data/nursing-school';
import { nursingSchoolMeta } from '../page-meta';

const facts = [
  { value: NURSING_SCHOOL_FOUNDED, label: 'Creación de la escuela' },
  { value: String(NURSING_SCHOOL_GRADUATES), label: 'Egresados' },
  { value: `${NURSING_SCHOOL_YEARS} años`, label: 'Duración de la carrera' },
];

export function NursingSchoolPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title={nursingSchoolMeta.title} lead={nursingSchoolIntro} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" style={{ margin: '0 0 var(--mantine-spacing-xl)' }}>
        {facts.map((f) => (
          <Paper key={f.label} withBorder p="md" radius="md">
            <Text component="dt" size="sm">
              {f.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl" c="brand.7">
              {f.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SectionAccordion entries={sectionEntries(nursingSchoolSections)} defaultOpen={['informacion-general']} />
    </Container>
  );
}

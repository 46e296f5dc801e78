import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { site } from '@/config/site';

const FORMS = [
  {
    title: 'Formulario dietoterápico',
    description: 'Para solicitar la cobertura de productos dietoterápicos.',
    href: site.documents.dietotherapeutic,
  },
  {
    title: 'Formulario de diabetes (Resolución 764/18)',
    description: 'Para solicitar la cobertura de medicación e insumos para diabetes.',
    href: site.documents.diabetes,
  },
  {
    title: 'Formulario de medicación oncológica',
    description: 'Para solicitar la cobertura de medicación oncológica.',
    href: site.documents.oncology,
  },
] as const;

/** The three downloadable medication forms. */
export function MedicationForms() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {FORMS.map((form) => (
        <Card key={form.href} withBorder padding="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            {form.title}
          </Title>
          <Text size="sm" mb="md">
            {form.description}
          </Text>
          <Anchor href={form.href} download fw={600}>
            Descargar formulario (PDF)<span className="visually-hidden">: {form.title}</span>
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  );
}

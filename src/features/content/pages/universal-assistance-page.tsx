import { Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { universalAssistance } from '@/config/universal-assistance';
import { ExternalLink } from '@/components/external-link';
import { ButtonLink } from '@/components/links';
import { ExternalButton } from '../components/external-button';
import { PageHeader } from '../components/page-header';
import { SectionAccordion, sectionEntries } from '../components/section-accordion';
import {
  universalAssistanceCoverage,
  universalAssistanceHowTo,
  universalAssistanceIntro,
} from '../data/universal-assistance';
import { universalAssistanceMeta } from '../page-meta';

export function UniversalAssistancePage() {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={universalAssistanceMeta.title}
        lead="Asistencia al viajero de Universal Assistance, incluida en el plan A-10 PLUS."
      />
      <Stack gap="xl" maw="52rem">
        <Stack gap="sm">
          {universalAssistanceIntro.map((text) => (
            <Text key={text}>{text}</Text>
          ))}
        </Stack>
        <section aria-labelledby="ua-incluye">
          <Title order={2} id="ua-incluye" mb="md">
            Qué incluye
          </Title>
          <List spacing="xs">
            {universalAssistanceCoverage.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text mt="sm" size="sm">
            Las condiciones, los topes y los países alcanzados son los del servicio de Universal Assistance vigente para
            el plan.
          </Text>
        </section>
        <section aria-labelledby="ua-enlaces">
          <Title order={2} id="ua-enlaces" mb="md">
            Universal Assistance
          </Title>
          <Text mb="sm">
            Más información en el sitio de{' '}
            <ExternalLink underline="always" href={universalAssistance.website}>
              Universal Assistance
            </ExternalLink>
            . Descargá su aplicación:
          </Text>
          <Group>
            <ExternalButton href={universalAssistance.appStore} variant="outline">
              Descargar en App Store
            </ExternalButton>
            <ExternalButton href={universalAssistance.googlePlay} variant="outline">
              Descargar en Google Play
            </ExternalButton>
          </Group>
        </section>
        <SectionAccordion entries={sectionEntries([universalAssistanceHowTo])} />
        <Group>
          <ButtonLink to="/nuestros-planes" search={{ a10: '' }}>
            Conocé el plan A-10 PLUS
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}

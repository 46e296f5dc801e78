import type { ReactNode } from 'react';
import { Anchor, Container, Text } from '@mantine/core';
import { site } from '@/config/site';
import { PageHeader } from '../components/page-header';
import { SectionAccordion, sectionEntries } from '../components/section-accordion';
import {
  RESIDENCY_FORM_SECTION_ID,
  residencyIntro,
  residencySectionsAfterForm,
  residencySectionsBeforeForm,
} from '../data/residency';
import { residencyMeta } from '../page-meta';

type Props = {
  /** The residency application form, composed by the route (features/applications). */
  enrolmentForm?: ReactNode;
};

function FormFallback() {
  return (
    <Text>
      El formulario de inscripción no está disponible en este momento. Podés enviar tu currículum a{' '}
      <Anchor underline="always" href={`mailto:${site.emails.residency}`}>
        {site.emails.residency}
      </Anchor>
      .
    </Text>
  );
}

export function ResidencyPage({ enrolmentForm }: Props) {
  const entries = [
    ...sectionEntries(residencySectionsBeforeForm),
    // "Formulario de inscripción": its content is the residency form, passed in by the route.
    { id: RESIDENCY_FORM_SECTION_ID, title: 'Formulario de inscripción', content: enrolmentForm ?? <FormFallback /> },
    ...sectionEntries(residencySectionsAfterForm),
  ];
  return (
    <Container size="lg" py="xl">
      <PageHeader title={residencyMeta.title} lead={residencyIntro} />
      <SectionAccordion entries={entries} defaultOpen={['datos-de-la-clinica']} />
    </Container>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { MedicationForms } from '@/features/member/components/medication-forms';

export const Route = createFileRoute('/panel/medicamentos')({
  head: () => ({
    meta: [
      { title: 'Medicamentos | Salud Plena' },
      { name: 'description', content: 'Formularios de medicamentos para descargar.' },
    ],
  }),
  component: () => (
    <>
      <PageTitle>Medicamentos</PageTitle>
      <Text mb="md">Descargá el formulario que necesitás, completalo con tu médico y presentalo con la receta.</Text>
      <MedicationForms />
    </>
  ),
});

import { Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { MedicationForms } from '../components/medication-forms';
import { memberMeta } from '../page-meta';

/** /panel/medicamentos: the three forms to download. */
export function MedicationsPage() {
  return (
    <>
      <PageTitle>{memberMeta.medications.title}</PageTitle>
      <Text mb="md">Descargá el formulario que necesitás, completalo con tu médico y presentalo con la receta.</Text>
      <MedicationForms />
    </>
  );
}

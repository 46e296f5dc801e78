import { createFileRoute } from '@tanstack/react-router';
import { MedicationsPage } from '@/features/member/pages/medications-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/medicamentos')({
  head: () => pageHead({ title: 'Medicamentos', description: 'Formularios de medicamentos para descargar.' }),
  component: MedicationsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { InformationRequestPage } from '@/features/member/pages/paperwork-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/solicitud-informacion')({
  head: () => pageHead({ title: 'Solicitud de información', description: 'Consultanos lo que necesites saber.' }),
  component: InformationRequestPage,
});

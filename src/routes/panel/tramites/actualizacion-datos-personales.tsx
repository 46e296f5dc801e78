import { createFileRoute } from '@tanstack/react-router';
import { DataUpdatePage } from '@/features/member/pages/paperwork-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/actualizacion-datos-personales')({
  head: () =>
    pageHead({ title: 'Actualización de datos personales', description: 'Actualizá tus datos personales de socio.' }),
  component: DataUpdatePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '@/features/applications/pages/job-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/trabaja-con-nosotros')({
  head: () =>
    pageHead({
      title: 'Trabajá con nosotros',
      description: 'Sumate al equipo de Salud Plena: dejanos tus datos, el puesto que te interesa y tu currículum.',
    }),
  component: JobPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { vaccinationMeta } from '@/features/content/page-meta';
import { VaccinationPage } from '@/features/content/pages/vaccination-page';

export const Route = createFileRoute('/plan-vacunar')({
  head: () => pageHead(vaccinationMeta),
  component: VaccinationPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { residencyMeta } from '@/features/content/page-meta';
import { ResidencyPage } from '@/features/content/pages/residency-page';
import { ResidencyForm } from '@/features/applications/components/residency-form';

export const Route = createFileRoute('/residencia-medica')({
  head: () => pageHead(residencyMeta),
  component: ResidencyRoute,
});

function ResidencyRoute() {
  // The "Formulario de inscripción" accordion item shows the residency application form.
  return <ResidencyPage enrolmentForm={<ResidencyForm />} />;
}

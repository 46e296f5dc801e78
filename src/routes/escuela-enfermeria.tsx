import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { nursingSchoolMeta } from '@/features/content/page-meta';
import { NursingSchoolPage } from '@/features/content/pages/nursing-school-page';

export const Route = createFileRoute('/escuela-enfermeria')({
  head: () => pageHead(nursingSchoolMeta),
  component: NursingSchoolPage,
});

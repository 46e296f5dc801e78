import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '@/features/applications/pages/job-page';
import { jobMeta } from '@/features/applications/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/trabaja-con-nosotros')({
  head: () => pageHead(jobMeta),
  component: JobPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { homeMeta } from '@/features/content/page-meta';
import { HomePage } from '@/features/content/pages/home-page';

export const Route = createFileRoute('/')({
  head: () => pageHead(homeMeta),
  component: HomePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { aboutUsMeta } from '@/features/content/page-meta';
import { AboutUsPage } from '@/features/content/pages/about-us-page';

export const Route = createFileRoute('/quienes-somos')({
  head: () => pageHead(aboutUsMeta),
  component: AboutUsPage,
});

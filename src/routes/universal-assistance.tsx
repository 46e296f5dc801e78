import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/page-head';
import { universalAssistanceMeta } from '@/features/content/page-meta';
import { UniversalAssistancePage } from '@/features/content/pages/universal-assistance-page';

export const Route = createFileRoute('/universal-assistance')({
  head: () => pageHead(universalAssistanceMeta),
  component: UniversalAssistancePage,
});

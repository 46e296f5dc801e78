import { createFileRoute } from '@tanstack/react-router';
import { SuggestionsPage } from '@/features/member/pages/paperwork-pages';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/sugerencias-mejoras')({
  head: () => pageHead(memberMeta.suggestions),
  component: SuggestionsPage,
});

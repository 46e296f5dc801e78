import { createFileRoute } from '@tanstack/react-router';
import { SuggestionsPage } from '@/features/member/pages/paperwork-pages';
import { suggestionsMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/sugerencias-mejoras')({
  head: () => pageHead(suggestionsMeta),
  component: SuggestionsPage,
});

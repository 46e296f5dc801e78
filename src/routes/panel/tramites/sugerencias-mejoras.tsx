import { createFileRoute } from '@tanstack/react-router';
import { SuggestionsPage } from '@/features/member/pages/paperwork-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/sugerencias-mejoras')({
  head: () => pageHead({ title: 'Sugerencias y mejoras', description: 'Contanos cómo podemos mejorar.' }),
  component: SuggestionsPage,
});

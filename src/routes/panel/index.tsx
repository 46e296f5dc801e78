import { createFileRoute } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { PersonalDataPage } from '@/features/member/pages/personal-data-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(documentTypesQueryOptions()),
  head: () => pageHead(memberMeta.personalData),
  component: PersonalDataPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { CredentialPage } from '@/features/member/pages/credential-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/credencial')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(documentTypesQueryOptions()),
  head: () => pageHead(memberMeta.credential),
  component: CredentialPage,
});

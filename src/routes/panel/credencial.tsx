import { createFileRoute } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { familyGroupOn } from '@/config/api-features';
import { parseCredentialSearch } from '@/features/member/acting-search';
import { CredentialPage } from '@/features/member/pages/credential-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/credencial')({
  // `?socio=`: a member of the family group whose credential to show; a build without the feature has no search here.
  validateSearch: (familyGroupOn ? parseCredentialSearch : undefined) as typeof parseCredentialSearch,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(documentTypesQueryOptions()),
  head: () => pageHead(memberMeta.credential),
  component: CredentialPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { familyGroupOn } from '@/config/api-features';
import { parseCredentialSearch } from '@/features/member/acting-search';
import { CredentialPage } from '@/features/member/pages/credential-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

/** `?socio=`: a member of the family group whose credential to show; none in a build without the feature. */
const familySearch = (
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn ? { validateSearch: parseCredentialSearch } : {}
) as { validateSearch: typeof parseCredentialSearch };

export const Route = createFileRoute('/panel/credencial')({
  ...familySearch,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(documentTypesQueryOptions()),
  head: () => pageHead(memberMeta.credential),
  component: CredentialPage,
});

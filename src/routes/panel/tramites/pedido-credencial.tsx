import { createFileRoute } from '@tanstack/react-router';
import { CredentialRequestPage } from '@/features/member/pages/paperwork-pages';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/pedido-credencial')({
  head: () => pageHead(memberMeta.credentialRequest),
  component: CredentialRequestPage,
});

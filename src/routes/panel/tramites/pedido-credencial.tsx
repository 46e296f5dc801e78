import { createFileRoute } from '@tanstack/react-router';
import { CredentialRequestPage } from '@/features/member/pages/paperwork-pages';
import { credentialRequestMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/pedido-credencial')({
  head: () => pageHead(credentialRequestMeta),
  component: CredentialRequestPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CredentialRequestPage } from '@/features/member/pages/paperwork-pages';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/pedido-credencial')({
  head: () => pageHead({ title: 'Pedido de credencial', description: 'Pedí una nueva credencial de socio.' }),
  component: CredentialRequestPage,
});

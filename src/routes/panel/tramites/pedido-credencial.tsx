import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { CredentialRequestForm } from '@/features/member/components/credential-request-form';

export const Route = createFileRoute('/panel/tramites/pedido-credencial')({
  head: () => ({
    meta: [
      { title: 'Pedido de credencial | Salud Plena' },
      { name: 'description', content: 'Pedí una nueva credencial de socio.' },
    ],
  }),
  component: CredentialPage,
});

function CredentialPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Pedido de credencial</PageTitle>
      {user && <CredentialRequestForm member={user} onSent={() => void navigate({ to: '/panel/tramites' })} />}
    </>
  );
}

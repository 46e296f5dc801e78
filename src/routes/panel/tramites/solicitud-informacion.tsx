import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { MessageForm } from '@/features/member/components/message-form';

export const Route = createFileRoute('/panel/tramites/solicitud-informacion')({
  head: () => ({
    meta: [
      { title: 'Solicitud de información | Salud Plena' },
      { name: 'description', content: 'Consultanos lo que necesites saber.' },
    ],
  }),
  component: InformationRequestPage,
});

function InformationRequestPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Solicitud de información</PageTitle>
      {user && (
        <MessageForm
          member={user}
          keyword="solicitud"
          title="Solicitud de información"
          label="¿Qué información necesitás?"
          onSent={() => void navigate({ to: '/panel/tramites' })}
        />
      )}
    </>
  );
}

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { MessageForm } from '@/features/member/components/message-form';

export const Route = createFileRoute('/panel/tramites/sugerencias-mejoras')({
  head: () => ({
    meta: [
      { title: 'Sugerencias y mejoras | Salud Plena' },
      { name: 'description', content: 'Contanos cómo podemos mejorar.' },
    ],
  }),
  component: SuggestionsPage,
});

function SuggestionsPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Sugerencias y mejoras</PageTitle>
      {user && (
        <MessageForm
          member={user}
          keyword="sugerencias"
          title="Sugerencias y mejoras"
          label="Tu sugerencia"
          onSent={() => void navigate({ to: '/panel/tramites' })}
        />
      )}
    </>
  );
}

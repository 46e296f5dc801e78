import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { DataUpdateForm } from '@/features/member/components/data-update-form';

export const Route = createFileRoute('/panel/tramites/actualizacion-datos-personales')({
  head: () => ({
    meta: [
      { title: 'Actualización de datos personales | Salud Plena' },
      { name: 'description', content: 'Actualizá tus datos personales de socio.' },
    ],
  }),
  component: DataUpdatePage,
});

function DataUpdatePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Actualización de datos personales</PageTitle>
      {user && <DataUpdateForm member={user} onSent={() => void navigate({ to: '/panel/tramites' })} />}
    </>
  );
}

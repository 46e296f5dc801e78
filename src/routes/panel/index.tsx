import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { documentTypesQuery } from '@/features/session/api/get-document-types';
import { PersonalData } from '@/features/member/components/personal-data';
import { DataUpdateForm } from '@/features/member/components/data-update-form';

export const Route = createFileRoute('/panel/')({
  head: () => ({
    meta: [
      { title: 'Datos personales | Salud Plena' },
      { name: 'description', content: 'Tus datos personales de socio.' },
    ],
  }),
  component: PersonalDataPage,
});

function PersonalDataPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const documentTypes = useQuery(documentTypesQuery());
  const documentTypeLabel = documentTypes.data?.find((t) => t.value === user?.personal_id_type)?.label;

  return (
    <>
      <PageTitle>Datos personales</PageTitle>
      <PersonalData member={user} documentTypeLabel={documentTypeLabel} />
      <Title order={2} size="h3" mt="xl" mb="md">
        Actualizá tus datos
      </Title>
      {user && <DataUpdateForm member={user} onSent={() => void navigate({ to: '/panel/tramites' })} />}
    </>
  );
}

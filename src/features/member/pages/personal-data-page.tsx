import { Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { PageTitle } from '@/components/layout/page-title';
import { DataUpdateForm } from '../components/data-update-form';
import { PersonalData } from '../components/personal-data';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/** /panel: the member's data and the form to update it. */
export function PersonalDataPage() {
  const { member } = panel.useRouteContext();
  const navigate = useNavigate();
  const documentTypes = useQuery(documentTypesQueryOptions());
  const documentTypeLabel = documentTypes.data?.find((t) => t.value === member.personal_id_type)?.label;

  return (
    <>
      <PageTitle>{memberMeta.personalData.title}</PageTitle>
      <PersonalData member={member} documentTypeLabel={documentTypeLabel} />
      <Title order={2} size="h3" mt="xl" mb="md">
        Actualizá tus datos
      </Title>
      <DataUpdateForm member={member} onSent={() => void navigate({ to: '/panel/tramites' })} />
    </>
  );
}

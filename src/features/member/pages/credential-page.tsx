import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { PageTitle } from '@/components/layout/page-title';
import { AnchorLink } from '@/components/links';
import { CredentialCard } from '../components/credential-card';
import { CredentialStage } from '../components/credential-stage';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/** /panel/credencial: the member's digital credential, to show on a phone or print. */
export function CredentialPage() {
  const { member } = panel.useRouteContext();
  const documentTypes = useQuery(documentTypesQueryOptions());
  const documentTypeLabel = documentTypes.data?.find((t) => t.value === member.personal_id_type)?.label;

  return (
    <>
      <PageTitle>{memberMeta.credential.title}</PageTitle>
      <CredentialStage>
        <CredentialCard member={member} documentTypeLabel={documentTypeLabel} />
      </CredentialStage>
      <Text mt="lg" maw="40rem">
        Si preferís una credencial física, podés pedirla sin cargo (Resolución SSSalud 1463/2025):{' '}
        <AnchorLink to="/panel/tramites/pedido-credencial">pedí tu credencial física</AnchorLink>.
      </Text>
    </>
  );
}

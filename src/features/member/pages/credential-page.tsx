import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import type { Member } from '@/api/member/member';
import { familyGroupOn } from '@/config/api-features';
import { PageTitle } from '@/components/layout/page-title';
import { AnchorLink } from '@/components/links';
import { CredentialCard } from '../components/credential-card';
import { CredentialStage } from '../components/credential-stage';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');
const route = getRouteApi('/panel/credencial');

/** The credentials of the family group, to choose from: only with the family group. */
const FamilyCredentials =
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
    ? lazy(() =>
        import('../components/family-credentials').then(({ FamilyCredentials }) => ({ default: FamilyCredentials })),
      )
    : null;

/** /panel/credencial: the member's digital credential (or a family member's), to show on a phone or print. */
export function CredentialPage() {
  const { member } = panel.useRouteContext();
  const { socio } = route.useSearch();
  const documentTypes = useQuery(documentTypesQueryOptions());
  const credential = (shown: Member) => (
    <CredentialStage>
      <CredentialCard
        member={shown}
        documentTypeLabel={documentTypes.data?.find((t) => t.value === shown.personal_id_type)?.label}
      />
    </CredentialStage>
  );
  const own = (
    <>
      <PageTitle>{memberMeta.credential.title}</PageTitle>
      {credential(member)}
    </>
  );

  return (
    <>
      {FamilyCredentials ? (
        <Suspense fallback={own}>
          <FamilyCredentials socio={socio} signedIn={member} renderCredential={credential} />
        </Suspense>
      ) : (
        own
      )}
      <Text mt="lg" maw="40rem">
        Si preferís una credencial física, podés pedirla sin cargo (Resolución SSSalud 1463/2025):{' '}
        <AnchorLink to="/panel/tramites/pedido-credencial">pedí tu credencial física</AnchorLink>.
      </Text>
    </>
  );
}

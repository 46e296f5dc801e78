import { lazy, Suspense, useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import type { CredentialChoice } from '../components/family-credentials';
import { familyGroupOn } from '@/config/api-features';
import { PageTitle } from '@/components/layout/page-title';
import { AnchorLink } from '@/components/links';
import { ListSkeleton } from '@/components/list-states';
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
  const [choice, setChoice] = useState<CredentialChoice>({
    member: null,
    waiting: FamilyCredentials !== null && socio !== undefined,
  });
  const shown = choice.member ?? member;
  const name = choice.member?.full_name.trim();

  return (
    <>
      <PageTitle>{name ? `${memberMeta.credential.title} de ${name}` : memberMeta.credential.title}</PageTitle>
      {FamilyCredentials && (
        <Suspense fallback={null}>
          <FamilyCredentials socio={socio} signedIn={member} onChoice={setChoice} />
        </Suspense>
      )}
      {choice.waiting ? (
        <ListSkeleton rows={1} height={200} />
      ) : (
        <CredentialStage>
          <CredentialCard
            member={shown}
            documentTypeLabel={documentTypes.data?.find((t) => t.value === shown.personal_id_type)?.label}
          />
        </CredentialStage>
      )}
      <Text mt="lg" maw="40rem">
        Si preferís una credencial física, podés pedirla sin cargo (Resolución SSSalud 1463/2025):{' '}
        <AnchorLink to="/panel/tramites/pedido-credencial">pedí tu credencial física</AnchorLink>.
      </Text>
    </>
  );
}

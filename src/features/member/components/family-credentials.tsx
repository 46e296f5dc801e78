import { useEffect, type ReactNode } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { familyGroupQueryOptions, type FamilyMember } from '@/api/member/family';
import type { Member } from '@/api/member/member';
import { PageTitle } from '@/components/layout/page-title';
import { ButtonLink } from '@/components/links';
import { ListSkeleton } from '@/components/list-states';
import { familyView } from '../lib/family-view';
import { rememberCredential, seenCredentials } from '../lib/seen-credentials';
import { memberMeta } from '../page-meta';

/** A member of the group as the credential card reads a member. */
const asMember = (m: FamilyMember): Member => ({
  full_name: m.full_name,
  personal_id_type: m.personal_id_type,
  personal_id: m.personal_id,
  born_date: m.born_date,
  address: '',
  email: '',
  phone: '',
  cellphone: '',
  membership_number: m.membership_number,
  plan: m.plan,
});

type Props = {
  /** `?socio=`: whose credential (absent: the signed-in member's own). */
  socio: number | undefined;
  signedIn: Member;
  /** The credential card of a member, with its actions. */
  renderCredential: (member: Member) => ReactNode;
};

/**
 * /panel/credencial with the family group: a choice of the credentials the member may show (lib/family-rules.ts) and
 * the one chosen. Each one shown is remembered for the session, so it shows again offline.
 */
export function FamilyCredentials({ socio, signedIn, renderCredential }: Props) {
  const group = useQuery(familyGroupQueryOptions());
  const cards = group.data ? familyView(group.data, signedIn) : [];
  const others = group.data ? cards.filter((c) => !c.isViewer).map((c) => c.member) : seenCredentials();
  const viewerId = cards.find((c) => c.isViewer)?.member.id;
  const wantsOther = socio !== undefined && socio !== viewerId;
  const chosen = wantsOther ? others.find((m) => m.id === socio) : undefined;

  useEffect(() => {
    if (chosen) rememberCredential(chosen);
  }, [chosen]);

  // Offline the group's load waits (paused) for the connection: the credentials seen before show meanwhile.
  const waiting = wantsOther && !chosen && group.isPending && group.fetchStatus === 'fetching';
  const refused = wantsOther && !chosen && !waiting;
  const unreadable = !group.data;
  const name = chosen?.full_name.trim();

  return (
    <>
      <PageTitle>{name ? `${memberMeta.credential.title} de ${name}` : memberMeta.credential.title}</PageTitle>
      {others.length > 0 && (
        <nav aria-label="Credenciales del grupo familiar">
          <Text size="sm" fw={500} mb={6}>
            Mostrar la credencial de:
          </Text>
          <Group gap="xs" mb="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {[{ id: undefined, full_name: signedIn.full_name.trim() || 'Vos' }, ...others].map((m) => {
              const current = m.id === undefined ? !chosen : m.id === chosen?.id;
              return (
                <li key={m.id ?? 'own'}>
                  <ButtonLink
                    size="sm"
                    variant={current ? 'filled' : 'default'}
                    to="/panel/credencial"
                    search={{ socio: m.id }}
                    aria-current={current ? 'page' : undefined}
                  >
                    {m.full_name.trim() || 'Familiar'}
                  </ButtonLink>
                </li>
              );
            })}
          </Group>
        </nav>
      )}
      {refused && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {unreadable ? 'No pudimos cargar esa credencial.' : 'No podés ver los datos de esa persona.'}
        </Alert>
      )}
      {waiting ? <ListSkeleton rows={1} height={200} /> : renderCredential(chosen ? asMember(chosen) : signedIn)}
    </>
  );
}

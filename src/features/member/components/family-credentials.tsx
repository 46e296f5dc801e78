import { useEffect } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { familyGroupQueryOptions, type FamilyMember } from '@/api/member/family';
import type { Member } from '@/api/member/member';
import { ButtonLink } from '@/components/links';
import { familyView } from '../lib/family-view';
import { rememberCredential, seenCredentials } from '../lib/seen-credentials';

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

/** What the page shows: a member of the group's credential, or null (the signed-in member's own); or still waiting. */
export type CredentialChoice = { member: Member | null; waiting: boolean };

type Props = {
  /** `?socio=`: whose credential (absent: the signed-in member's own). */
  socio: number | undefined;
  signedIn: Member;
  /** Told whose credential the page shows, whenever that changes. */
  onChoice: (choice: CredentialChoice) => void;
};

/**
 * /panel/credencial with the family group: a choice of the credentials the member may show (lib/family-rules.ts); the
 * page shows the one chosen (the card stays the same element, so nothing jumps). Each one shown is remembered for the
 * session, so it shows again offline.
 */
export function FamilyCredentials({ socio, signedIn, onChoice }: Props) {
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
  const chosenId = chosen?.id;

  useEffect(() => {
    onChoice({ member: chosen ? asMember(chosen) : null, waiting });
    // The chosen member's id stands for the row: a new object with the same id is the same choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenId, waiting, onChoice]);

  return (
    <>
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
    </>
  );
}

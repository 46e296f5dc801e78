import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { familyGroupQueryOptions } from '@/api/member/family';
import { PageTitle } from '@/components/layout/page-title';
import { ButtonLink } from '@/components/links';
import { EmptyState } from '@/components/list-states';
import { CertificateButton } from '../components/certificate-button';
import { familyGroupMeta } from '../family-meta';
import { ageText, familyView, type FamilyCard } from '../lib/family-view';

const panel = getRouteApi('/panel');

function MemberCard({ card }: { card: FamilyCard }) {
  const { member } = card;
  const name = member.full_name.trim() || 'Socio';
  const fields: Array<[string, string]> = [
    ['Relación', card.relationship],
    ['Edad', card.age === null ? '-' : ageText(card.age)],
    ['Plan', member.plan.trim() || '-'],
    ['N.º de socio', member.membership_number.trim() || '-'],
  ];
  const titleId = `familiar-${member.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-family-card>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {name}
        {card.isViewer && (
          <Text span size="sm" c="dimmed" fw={500}>
            {' '}
            (vos)
          </Text>
        )}
      </Title>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <Group mt="md" gap="sm" align="flex-start">
        <ButtonLink to="/panel/credencial" search={{ socio: member.id, familiar: undefined }}>
          Ver credencial<span className="visually-hidden"> de {name}</span>
        </ButtonLink>
        <CertificateButton member={member} />
        {card.rights.records && !card.isViewer && (
          <ButtonLink variant="outline" to="/panel/turnos" search={{ familiar: member.id, page: 1 }}>
            Ver sus turnos y resultados<span className="visually-hidden"> ({name})</span>
          </ButtonLink>
        )}
      </Group>
    </Paper>
  );
}

/** /panel/grupo-familiar: a card per member of the group the signed-in member may see (lib/family-rules.ts). */
export function FamilyGroupPage() {
  const { member } = panel.useRouteContext();
  const { data: group } = useSuspenseQuery(familyGroupQueryOptions());
  const cards = familyView(group, member);
  return (
    <>
      <PageTitle>{familyGroupMeta.title}</PageTitle>
      {cards.length === 0 ? (
        <EmptyState>No encontramos integrantes en tu grupo familiar.</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {cards.map((card) => (
            <MemberCard key={card.member.id} card={card} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

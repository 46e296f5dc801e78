import { Alert, Group, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { AnchorLink } from '@/components/links';
import type { Acting } from '../acting';
import { ageText } from '../lib/family-view';

/** A link to the same page without `?familiar=`: the signed-in member's own data again. */
function BackToOwnData() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AnchorLink to={pathname as '/panel'} search={(prev) => ({ ...prev, familiar: undefined })} fw={700}>
      Volver a mis datos
    </AnchorLink>
  );
}

/**
 * On every panel page while the holder looks after a member of the group: whose data the page shows, the way back,
 * and where it sits (a breadcrumb). An address naming someone the member may not see says so instead.
 */
export function ActingBanner({ acting }: { acting: Acting }) {
  if (acting.status === 'refused') {
    return (
      <Alert color="red" variant="light" role="alert" mb="md">
        <Group gap="xs" wrap="wrap">
          <Text size="sm">No podés ver los datos de esa persona.</Text>
          <BackToOwnData />
        </Group>
      </Alert>
    );
  }
  if (acting.status !== 'member') return null;
  const name = acting.member.full_name.trim() || 'tu familiar';
  return (
    <>
      <nav aria-label="Estás en" data-acting-breadcrumb>
        <Text
          component="ol"
          size="sm"
          mb="xs"
          style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 6, flexWrap: 'wrap' }}
        >
          <li>
            <AnchorLink to="/panel/grupo-familiar" search={{ familiar: undefined }}>
              Grupo familiar
            </AnchorLink>{' '}
            <span aria-hidden="true">›</span>
          </li>
          <li aria-current="page">Datos de {name}</li>
        </Text>
      </nav>
      <Alert color="blue" variant="light" role="status" mb="md" data-acting-banner>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            Estás viendo los datos de {name} ({acting.relationship}, {ageText(acting.age)}).
          </Text>
          <BackToOwnData />
        </Group>
      </Alert>
    </>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { appointmentsQueryOptions } from '@/api/member/appointments';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/list-states';
import { Paginator } from '@/components/paginator';
import { site } from '@/config/site';
import { familyGroupOn } from '@/config/api-features';
import { actedFor, titleFor } from '../acting';
import { AppointmentsTable } from '../components/appointments-table';
import { lastPage } from '../lib/rules';
import { memberMeta } from '../page-meta';

const route = getRouteApi('/panel/turnos');
const panel = getRouteApi('/panel');

function AppointmentsHeader({ title }: { title: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <PageTitle>{title}</PageTitle>
      <Button component="a" href={site.external.onlineAppointments} target="_blank" rel="noopener noreferrer">
        Solicitar Turno<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </Button>
    </Group>
  );
}

/** /panel/turnos: the route's loader has the page of appointments; changing page reloads the list. */
export function AppointmentsPage() {
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const { acting } = panel.useRouteContext();
  // Whom the holder looks after, with the family group (a build without it leaves the family code out).
  const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;
  const familiar = familyGroup ? actedFor(acting) : undefined;
  const title = familyGroup ? titleFor(acting, memberMeta.appointments.title, 'Turnos') : memberMeta.appointments.title;
  const { data } = useSuspenseQuery(appointmentsQueryOptions(page, familiar));
  // While the next page loads, this one stays on screen with the paginator disabled.
  const loading = useRouterState({ select: (s) => s.status === 'pending' });

  return (
    <>
      <AppointmentsHeader title={title} />
      {data.data.length === 0 ? (
        <EmptyState>No se encontro nada, solicita tu turno.</EmptyState>
      ) : (
        <Stack gap="md" aria-busy={loading}>
          <AppointmentsTable appointments={data.data} />
          <Paginator
            page={data.meta.current_page}
            pageCount={data.meta.last_page ?? lastPage(data.links, data.meta.current_page)}
            onChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }), resetScroll: false })}
            label="Páginas de turnos"
            disabled={loading}
          />
        </Stack>
      )}
    </>
  );
}

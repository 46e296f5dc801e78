import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { site } from '@/config/site';
import { PageTitle } from '@/components/layout/page-title';
import { Paginator } from '@/components/paginator';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { appointmentsQuery } from '@/features/member/api/get-appointments';
import { AppointmentsTable } from '@/features/member/components/appointments-table';
import { lastPage } from '@/features/member/lib/rules';
import { appointmentsSearchSchema } from '@/features/member/schemas';
import { useLeaveOnError } from './-components/use-leave-on-error';

export const Route = createFileRoute('/panel/turnos')({
  validateSearch: appointmentsSearchSchema,
  head: () => ({
    meta: [{ title: 'Mis turnos | Salud Plena' }, { name: 'description', content: 'Tus turnos médicos.' }],
  }),
  component: AppointmentsPage,
});

function AppointmentsPage() {
  const { page } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const query = useQuery(appointmentsQuery(page));
  useLeaveOnError(query.isError);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Mis turnos</PageTitle>
        <Button component="a" href={site.external.onlineAppointments} target="_blank" rel="noopener noreferrer">
          Solicitar Turno<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </Button>
      </Group>
      {query.isPending || query.isError ? (
        <ListSkeleton rows={5} height={52} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>No se encontro nada, solicita tu turno.</EmptyState>
      ) : (
        <Stack gap="md" aria-busy={query.isPlaceholderData}>
          <AppointmentsTable appointments={query.data.data} />
          <Paginator
            page={query.data.meta.current_page}
            pageCount={lastPage(query.data.links, query.data.meta.current_page)}
            onChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
            label="Páginas de turnos"
            disabled={query.isPlaceholderData}
          />
        </Stack>
      )}
    </>
  );
}

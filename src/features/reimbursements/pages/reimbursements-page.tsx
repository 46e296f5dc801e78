import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { failedReadMessage } from '@/api/errors';
import { pageCount } from '@/api/paged';
import {
  REIMBURSEMENT_STATUSES,
  REIMBURSEMENTS_PER_PAGE,
  reimbursementsQueryOptions,
} from '@/api/member/reimbursements';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Paginator } from '@/components/paginator';
import { ReimbursementsTable } from '../components/reimbursements-table';
import { STATUS_LABELS } from '../lib/status';
import { reimbursementMeta } from '../page-meta';

const route = getRouteApi('/panel/reintegros/');
const EVERY_STATUS = '';

/** /panel/reintegros: the member's requests, newest first, a page at a time, by status if asked. */
export function ReimbursementsPage() {
  const { page, estado } = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({ ...reimbursementsQueryOptions(page, estado), placeholderData: keepPreviousData });

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{reimbursementMeta.list.title}</PageTitle>
        <Button component={Link} to="/panel/reintegros/nuevo">
          Pedir un reintegro
        </Button>
      </Group>
      <NativeSelect
        label="Estado"
        maw={280}
        mb="md"
        value={estado ?? EVERY_STATUS}
        data={[
          { value: EVERY_STATUS, label: 'Todos' },
          ...REIMBURSEMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next = REIMBURSEMENT_STATUSES.find((status) => status === value);
          void navigate({ search: { page: 1, estado: next } });
        }}
      />
      {list.isPending ? (
        <ListSkeleton rows={4} height={52} />
      ) : list.isError ? (
        <ErrorState message={failedReadMessage('reimbursements', list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>
          {estado ? `No tenés pedidos en estado ${STATUS_LABELS[estado]}.` : 'Todavía no pediste ningún reintegro.'}
        </EmptyState>
      ) : (
        <Stack gap="md" aria-busy={list.isPlaceholderData}>
          <ReimbursementsTable rows={list.data.data} />
          <Paginator
            page={list.data.meta.current_page}
            pageCount={list.data.meta.last_page ?? pageCount(list.data.meta.total, REIMBURSEMENTS_PER_PAGE)}
            onChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }), resetScroll: false })}
            label="Páginas de reintegros"
            disabled={list.isPlaceholderData}
          />
        </Stack>
      )}
    </>
  );
}

import { useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { reimbursementKeys, reimbursementsQueryOptions, type ReimbursementDetail } from '@/api/member/reimbursements';
import { PageTitle } from '@/components/layout/page-title';
import { ListSkeleton } from '@/components/list-states';
import { Notice } from '../components/notice';
import { RequestForm } from '../components/request-form';
import { reimbursementMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/**
 * /panel/reintegros/nuevo. The form waits for the member's newest request (its account is offered again); when that
 * read fails the form opens without it.
 */
export function RequestPage() {
  const { member } = panel.useRouteContext();
  const queryClient = useQueryClient();
  const newest = useQuery({ ...reimbursementsQueryOptions(1), meta: {} });
  const [created, setCreated] = useState<ReimbursementDetail | null>(null);

  const onCreated = (request: ReimbursementDetail) => {
    void queryClient.invalidateQueries({ queryKey: reimbursementKeys.all });
    setCreated(request);
  };

  return (
    <>
      <PageTitle>{reimbursementMeta.request.title}</PageTitle>
      {created ? (
        <Paper withBorder p="lg" radius="md">
          <Notice color="green" role="status" title={`Recibimos tu pedido: N.º ${created.id}`}>
            Lo vas a ver en tus reintegros como «Recibido» y te avisamos cuando cambie su estado.
          </Notice>
          <Group mt="md">
            <Button component={Link} to="/panel/reintegros">
              Ver mis reintegros
            </Button>
            <Button variant="default" onClick={() => setCreated(null)}>
              Pedir otro reintegro
            </Button>
          </Group>
        </Paper>
      ) : newest.isPending ? (
        <ListSkeleton rows={3} height={72} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <RequestForm
            owner={member.personal_id}
            lastAccount={newest.data?.data[0]?.account ?? ''}
            onCreated={onCreated}
          />
        </Paper>
      )}
    </>
  );
}

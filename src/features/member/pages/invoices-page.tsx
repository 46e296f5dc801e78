import { Button, Group, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { invoicesQueryOptions } from '@/api/member/invoices';
import { preInvoicesQueryOptions } from '@/api/member/pre-invoices';
import { PageTitle } from '@/components/layout/page-title';
import { failedReadMessage } from '@/api/errors';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { InvoicesTable } from '../components/invoices-table';
import { PreInvoicesTable } from '../components/pre-invoices-table';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/** /panel/facturas: invoices (from the route's loader) and the pre-invoices of the other host. */
export function InvoicesPage() {
  const { member } = panel.useRouteContext();
  const { data: invoices } = useSuspenseQuery(invoicesQueryOptions());
  const preInvoices = useQuery({
    ...preInvoicesQueryOptions(member.personal_id),
    enabled: Boolean(member.personal_id),
  });

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{memberMeta.invoices.title}</PageTitle>
        <Button component="a" href="/preguntas-frecuentes?ff=true" target="_blank" rel="noopener" variant="light">
          Ver medios de pago<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </Button>
      </Group>
      {invoices.length === 0 ? <EmptyState>No se encontro nada.</EmptyState> : <InvoicesTable invoices={invoices} />}

      <Title order={2} size="h3" mt="xl" mb="md">
        Pre Factura
      </Title>
      {preInvoices.isPending && preInvoices.fetchStatus !== 'idle' ? (
        <ListSkeleton rows={1} height={52} />
      ) : preInvoices.isError ? (
        // No toast for it, but a failure never reads as "No hay datos cargados.".
        <ErrorState
          message={failedReadMessage('preInvoices', preInvoices.error)}
          onRetry={() => void preInvoices.refetch()}
        />
      ) : (
        <PreInvoicesTable preInvoices={preInvoices.data ?? []} />
      )}
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { Button, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { useSession } from '@/lib/use-session';
import { invoicesQuery } from '@/features/member/api/get-invoices';
import { preInvoicesQuery } from '@/features/member/api/get-pre-invoices';
import { InvoicesTable } from '@/features/member/components/invoices-table';
import { PreInvoicesTable } from '@/features/member/components/pre-invoices-table';
import { useLeaveOnError } from './-components/use-leave-on-error';

export const Route = createFileRoute('/panel/facturas')({
  head: () => ({
    meta: [{ title: 'Facturas | Salud Plena' }, { name: 'description', content: 'Tus facturas y pre facturas.' }],
  }),
  component: InvoicesPage,
});

function InvoicesPage() {
  const { user } = useSession();
  const invoices = useQuery(invoicesQuery());
  const preInvoices = useQuery({ ...preInvoicesQuery(user?.personal_id ?? ''), enabled: Boolean(user?.personal_id) });
  useLeaveOnError(invoices.isError);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Facturas</PageTitle>
        <Button component="a" href="/preguntas-frecuentes?ff=true" target="_blank" rel="noopener" variant="light">
          Ver medios de pago<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </Button>
      </Group>
      {invoices.isPending || invoices.isError ? (
        <ListSkeleton rows={4} height={52} />
      ) : invoices.data.length === 0 ? (
        <EmptyState>No se encontro nada.</EmptyState>
      ) : (
        <InvoicesTable invoices={invoices.data} />
      )}

      <Title order={2} size="h3" mt="xl" mb="md">
        Pre Factura
      </Title>
      {preInvoices.isPending && preInvoices.fetchStatus !== 'idle' ? (
        <ListSkeleton rows={1} height={52} />
      ) : (
        // A failing pre-invoice call is silent (spec 02 §8): the table just has nothing to show.
        <PreInvoicesTable preInvoices={preInvoices.data ?? []} />
      )}
    </>
  );
}

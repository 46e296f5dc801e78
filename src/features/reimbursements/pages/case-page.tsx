import { useState } from 'react';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { failedReadMessage } from '@/api/errors';
import {
  addReimbursementDocuments,
  reimbursementKeys,
  reimbursementQueryOptions,
  type ReimbursementDetail,
} from '@/api/member/reimbursements';
import { PageTitle } from '@/components/layout/page-title';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { formatCurrency } from '@/lib/currency';
import { formatDate, formatDateTime } from '@/lib/dates';
import { Notice } from '../components/notice';
import { ReimbursementStatusBadge } from '../components/status-badge';
import { UploadField, type UploadedFile } from '../components/upload-field';
import { formatCuit } from '../lib/cuit';
import { STATUS_LABELS } from '../lib/status';

const route = getRouteApi('/panel/reintegros/$id');

/** /panel/reintegros/{id}: one request, its history with the reason of each change, and what it needs. */
export function CasePage() {
  const { id } = route.useParams();
  const request = useQuery(reimbursementQueryOptions(id));

  return (
    <>
      <PageTitle>Reintegro N.º {id}</PageTitle>
      <Anchor component={Link} to="/panel/reintegros" mb="md" display="inline-block">
        Volver a mis reintegros
      </Anchor>
      {request.isPending ? (
        <ListSkeleton rows={3} height={72} />
      ) : request.isError ? (
        <ErrorState
          message={failedReadMessage('reimbursements', request.error)}
          onRetry={() => void request.refetch()}
        />
      ) : (
        <CaseDetails request={request.data} />
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function CaseDetails({ request }: { request: ReimbursementDetail }) {
  const settled = request.status === 'aprobado' || request.status === 'pagado';
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>Estado:</Text>
        <ReimbursementStatusBadge status={request.status} />
      </Group>

      {request.status === 'observado' && <MissingDocuments request={request} />}
      {request.status === 'rechazado' && (
        <Notice color="red" title="Rechazado">
          {request.rejection_reason || request.history.at(-1)?.reason || 'Sin motivo informado.'}
        </Notice>
      )}
      {settled && (
        <Notice color="green" title={request.status === 'pagado' ? 'Pagado' : 'Aprobado'}>
          Importe aprobado: {formatCurrency(request.amount_approved)}.{' '}
          {request.status === 'pagado'
            ? `Fecha de pago: ${formatDate(request.paid_at)}.`
            : 'Te avisamos cuando hagamos la transferencia.'}
        </Notice>
      )}

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          La factura
        </Title>
        <dl
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', margin: 0 }}
        >
          <Fact label="Prestador">{request.provider_name || '-'}</Fact>
          <Fact label="CUIT">{request.provider_cuit ? formatCuit(request.provider_cuit) : '-'}</Fact>
          <Fact label="Comprobante">
            {`Factura ${request.invoice_type || '-'} ${request.point_of_sale.padStart(5, '0')}-${request.invoice_number.padStart(8, '0')}`}
          </Fact>
          <Fact label="Fecha de la factura">{formatDate(request.invoice_date)}</Fact>
          <Fact label="Importe pedido">{formatCurrency(request.amount_requested)}</Fact>
          <Fact label="Importe aprobado">{formatCurrency(request.amount_approved)}</Fact>
          <Fact label="Prestación">{request.service_type || '-'}</Fact>
          <Fact label="Cuenta">{request.account || '-'}</Fact>
        </dl>
      </Paper>

      <section aria-labelledby="historial">
        <Title order={2} size="h4" mb="sm" id="historial">
          Historial
        </Title>
        <List listStyleType="none" spacing="sm" p={0}>
          {request.history.map((entry, index) => (
            <List.Item key={`${entry.at}-${index}`}>
              <Text fw={600}>
                {formatDateTime(entry.at)} · {STATUS_LABELS[entry.status]}
              </Text>
              {entry.reason && <Text size="sm">{entry.reason}</Text>}
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}

/** 'Observado': what is missing, and the files that answer it, each uploaded by itself, then sent together. */
function MissingDocuments({ request }: { request: ReimbursementDetail }) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Array<UploadedFile | null>>([null]);
  const send = useMutation({
    mutationFn: (ids: string[]) => addReimbursementDocuments(request.id, ids),
    meta: { call: 'reimbursementSend' },
    onSuccess: (updated) => {
      queryClient.setQueryData(reimbursementKeys.one(request.id), updated);
      void queryClient.invalidateQueries({ queryKey: reimbursementKeys.all });
    },
  });
  const ready = files.filter((file): file is UploadedFile => file !== null);

  return (
    <Notice
      color="yellow"
      role="region"
      aria-label="Observado: nos falta documentación"
      title="Observado: nos falta documentación"
    >
      <Stack gap="md">
        {request.missing.length > 0 ? (
          <List>
            {request.missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{request.history.at(-1)?.reason || 'Agregá la documentación que falta.'}</Text>
        )}
        {files.map((file, index) => (
          <UploadField
            key={index}
            id={`documento-${index + 1}`}
            label={`Documento ${index + 1}`}
            upload={{ kind: 'otro' }}
            value={file}
            onChange={(next) => setFiles((prev) => prev.map((item, i) => (i === index ? next : item)))}
            disabled={send.isPending}
          />
        ))}
        <Group>
          {files.every((file) => file !== null) && files.length < 4 && (
            <Button variant="default" onClick={() => setFiles((prev) => [...prev, null])}>
              Agregar otro documento
            </Button>
          )}
          <Button
            onClick={() => send.mutate(ready.map((file) => file.id))}
            disabled={ready.length === 0}
            loading={send.isPending}
          >
            Enviar documentación
          </Button>
        </Group>
      </Stack>
    </Notice>
  );
}

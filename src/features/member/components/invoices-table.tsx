import { Anchor, Table, Text } from '@mantine/core';
import { site } from '@/config/site';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/dates';
import { sameOriginPath } from '@/lib/link-origins';
import { ExternalLink } from '@/components/external-link';
import { canDownloadInvoice, invoiceStatusTone } from '../lib/rules';
import type { Invoice } from '@/api/member/invoices';
import { StatusBadge } from './status-badge';
import { PanelTable } from './panel-table';
import '@mantine/core/styles/Table.css';

/** Shown instead of the link when the invoice cannot be downloaded. */
function SettleWithBillingMessage() {
  return (
    <Text size="sm">
      Para descargar esta factura, regularizá tu cuenta con el departamento de Facturación por teléfono al{' '}
      <Anchor href={`tel:${site.phones.billing.tel}`}>{site.phones.billing.display}</Anchor> o por e-mail a{' '}
      <Anchor href={`mailto:${site.emails.billing}`}>{site.emails.billing}</Anchor>.
    </Text>
  );
}

function InvoiceAction({ invoice }: { invoice: Invoice }) {
  if (!canDownloadInvoice(invoice)) return <SettleWithBillingMessage />;
  const label = (
    <>
      Descargar<span className="visually-hidden"> factura del {formatDate(invoice.fecha)}</span>
    </>
  );
  // Same-origin files are downloaded in place; anything else opens in a new tab (http(s) only, no opener).
  const ownPath = sameOriginPath(invoice.file, window.location.origin);
  if (ownPath) {
    return (
      <Anchor href={ownPath} download>
        {label}
      </Anchor>
    );
  }
  return (
    <ExternalLink href={invoice.file} fallback={<Text component="span">-</Text>}>
      {label}
    </ExternalLink>
  );
}

/** Date, total (ARS), status badge and the download action. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <PanelTable label="Mis facturas" minWidth={640} columns={['Fecha', 'Total', 'Estado', 'Acciones']}>
      {invoices.map((invoice, i) => (
        <Table.Tr key={`${invoice.factura}-${i}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.fecha)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCurrency(invoice.importe)}</Table.Td>
          <Table.Td>
            <StatusBadge tone={invoiceStatusTone(invoice.estado)}>{invoice.estado}</StatusBadge>
          </Table.Td>
          <Table.Td maw={360}>
            <InvoiceAction invoice={invoice} />
          </Table.Td>
        </Table.Tr>
      ))}
    </PanelTable>
  );
}

import { Table, Text } from '@mantine/core';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/dates';
import type { PreInvoice } from '@/api/member/pre-invoices';
import { PanelTable } from './panel-table';
import '@mantine/core/styles/Table.css';

/** 'Pre Factura': date and total; 'No hay datos cargados.' when empty. */
export function PreInvoicesTable({ preInvoices }: { preInvoices: PreInvoice[] }) {
  return (
    <PanelTable label="Pre Factura" minWidth={400} columns={['Fecha', 'Total']} highlightOnHover={false}>
      {preInvoices.length === 0 ? (
        <Table.Tr>
          <Table.Td colSpan={2}>
            <Text ta="center" py="sm">
              No hay datos cargados.
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : (
        preInvoices.map((p, i) => (
          <Table.Tr key={`${p.fecha_emision}-${i}`}>
            <Table.Td>{formatDate(p.fecha_emision)}</Table.Td>
            <Table.Td>
              {formatCurrency(p.pre_factura)}
              <Text component="span" size="sm" c="gray.7" display="block">
                Más impuestos en caso de corresponder
              </Text>
            </Table.Td>
          </Table.Tr>
        ))
      )}
    </PanelTable>
  );
}

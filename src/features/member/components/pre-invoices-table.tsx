import { Table, Text } from '@mantine/core';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/dates';
import type { PreInvoice } from '@/api/member/pre-invoices';
import { TableScroll } from './table-scroll';

/** 'Pre Factura': date and total; 'No hay datos cargados.' when empty (spec 02 §2). */
export function PreInvoicesTable({ preInvoices }: { preInvoices: PreInvoice[] }) {
  return (
    <TableScroll label="Pre Factura" minWidth={400}>
      <Table striped verticalSpacing="sm">
        <Table.Caption className="visually-hidden">Pre Factura</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

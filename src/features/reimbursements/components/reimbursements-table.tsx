import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Reimbursement } from '@/api/member/reimbursements';
import { formatCurrency } from '@/lib/currency';
import { formatDate } from '@/lib/dates';
import { formatCuit } from '../lib/cuit';
import { ReimbursementStatusBadge } from './status-badge';
import '@mantine/core/styles/Table.css';

const COLUMNS = ['Número', 'Fecha', 'Prestador', 'Importe pedido', 'Importe aprobado', 'Estado'];
const LABEL = 'Tus pedidos de reintegro';

/**
 * The requests as a table that may scroll sideways on a small screen; its scrolling region is named and focusable,
 * so it scrolls by keyboard too.
 */
export function ReimbursementsTable({ rows }: { rows: Reimbursement[] }) {
  return (
    <div role="region" aria-label={LABEL} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      <div style={{ minWidth: 720 }}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption className="visually-hidden">{LABEL}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Link to="/panel/reintegros/$id" params={{ id: row.id }}>
                    N.º {row.id}
                  </Link>
                </Table.Td>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
                <Table.Td>
                  {row.provider_name || (row.provider_cuit ? `CUIT ${formatCuit(row.provider_cuit)}` : '-')}
                </Table.Td>
                <Table.Td>{formatCurrency(row.amount_requested)}</Table.Td>
                <Table.Td>{formatCurrency(row.amount_approved)}</Table.Td>
                <Table.Td>
                  <ReimbursementStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.css';

type Props = {
  /** The table's name: its (visually hidden) caption and its scrolling region's label. */
  label: string;
  columns: string[];
  minWidth: number;
  highlightOnHover?: boolean;
  /** The body's rows. */
  children: ReactNode;
};

/**
 * A panel list as a table that may scroll sideways on small screens. The scrolling region is focusable and named,
 * so it can be scrolled by keyboard (axe: scrollable-region-focusable). It is positioned, so that the visually hidden
 * texts of its links (absolutely positioned) scroll inside it too instead of widening the page
 * (docs/decisions/zoom-and-keys.md).
 */
export function PanelTable({ label, columns, minWidth, highlightOnHover = true, children }: Props) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      <div style={{ minWidth }}>
        <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm">
          <Table.Caption className="visually-hidden">{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

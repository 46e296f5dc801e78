import { Table, Text } from '@mantine/core';
import { formatDate } from '@/lib/dates';
import { ExternalLink } from '@/components/external-link';
import { imagingStatusTone } from '../lib/rules';
import type { ImagingStudy } from '@/api/member/imaging';
import { StatusBadge } from './status-badge';
import { PanelTable } from './panel-table';
import '@mantine/core/styles/Table.css';

const none = (
  <Text component="span" c="gray.7">
    -
  </Text>
);

/** Date, study, status, PDF and images links. */
export function ImagingTable({ studies }: { studies: ImagingStudy[] }) {
  return (
    <PanelTable
      label="Mis estudios por imágenes"
      minWidth={640}
      columns={['Fecha', 'Estudio', 'Estado', 'Informe', 'Imágenes']}
    >
      {studies.map((s, i) => (
        <Table.Tr key={`${s.FechReali}-${s.Servicio}-${i}`}>
          <Table.Td>{formatDate(s.FechReali)}</Table.Td>
          <Table.Td>{s.Servicio || '-'}</Table.Td>
          <Table.Td>
            <StatusBadge tone={imagingStatusTone(s.Estado)}>{s.Estado}</StatusBadge>
          </Table.Td>
          <Table.Td>
            <ExternalLink href={s.Link_PDF} fallback={none}>
              PDF<span className="visually-hidden"> de {s.Servicio}</span>
            </ExternalLink>
          </Table.Td>
          <Table.Td>
            <ExternalLink href={s.Link_Imagenes} fallback={none}>
              Imágenes<span className="visually-hidden"> de {s.Servicio}</span>
            </ExternalLink>
          </Table.Td>
        </Table.Tr>
      ))}
    </PanelTable>
  );
}

import { Table } from '@mantine/core';
import { formatDateTime } from '@/lib/dates';
import type { Appointment } from '@/api/member/appointments';
import { appointmentStart } from '../lib/appointment-calendar';
import { AddToCalendarButton } from './add-to-calendar-button';
import { TableScroll } from './table-scroll';

/** Doctor and specialty, date and time (es-AR), and 'Agregar al calendario' where the time of day is known. */
export function AppointmentsTable({ appointments }: { appointments: Appointment[] }) {
  return (
    <TableScroll label="Mis turnos" minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption className="visually-hidden">Mis turnos</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Médico y especialidad</Table.Th>
            <Table.Th scope="col">Fecha y hora</Table.Th>
            <Table.Th scope="col">Calendario</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appointments.map((a, i) => (
            <Table.Tr key={`${a.id}-${i}`}>
              <Table.Td>
                <strong>{a.medico || '-'}</strong>
                <br />
                {a.especialidad || '-'}
              </Table.Td>
              <Table.Td>{formatDateTime(a.fecha)}</Table.Td>
              <Table.Td>{appointmentStart(a.fecha) && <AddToCalendarButton appointment={a} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

import { Table } from '@mantine/core';
import { formatDateTime } from '@/lib/dates';
import type { Appointment } from '@/api/member/appointments';
import { appointmentStart } from '../lib/appointment-calendar';
import { AddToCalendarButton } from './add-to-calendar-button';
import { PanelTable } from './panel-table';
import '@mantine/core/styles/Table.css';

/** Doctor and specialty, date and time (es-AR), and 'Agregar al calendario' where the time of day is known. */
export function AppointmentsTable({ appointments }: { appointments: Appointment[] }) {
  return (
    <PanelTable label="Mis turnos" minWidth={600} columns={['Médico y especialidad', 'Fecha y hora', 'Calendario']}>
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
    </PanelTable>
  );
}

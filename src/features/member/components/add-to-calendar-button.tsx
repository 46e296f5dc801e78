import { Button } from '@mantine/core';
import type { Appointment } from '@/api/member/appointments';
import { env } from '@/config/env';
import { formatDateTime } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { appointmentCalendarFile, appointmentSummary } from '../lib/appointment-calendar';

/** 'Agregar al calendario': downloads the appointment as an .ics file (RFC 5545), which any calendar app opens. */
export function AddToCalendarButton({ appointment }: { appointment: Appointment }) {
  const save = () => {
    const file = appointmentCalendarFile(appointment, { host: new URL(env.publicSiteUrl).host });
    if (file) downloadText(file.fileName, file.content, 'text/calendar;charset=utf-8');
  };

  return (
    <Button variant="light" size="sm" onClick={save}>
      Agregar al calendario
      <span className="visually-hidden">
        {`: ${appointmentSummary(appointment)}, ${formatDateTime(appointment.fecha)}`}
      </span>
    </Button>
  );
}

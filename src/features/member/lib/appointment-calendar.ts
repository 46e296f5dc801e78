import type { Appointment } from '@/api/member/appointments';
import { companyTimeZone } from '@/config/time-zone';
import { site } from '@/config/site';
import { writeCalendar, type WallTime } from '@/lib/icalendar';

/** The API gives no length: a usual consultation slot. */
const APPOINTMENT_MINUTES = 30;

const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The appointment's wall-clock time in Buenos Aires, or null when `fecha` has no time of day or is no real date. */
export function appointmentStart(fecha: string): WallTime | null {
  const match = API_DATE_TIME.exec(fecha.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part = '0') => Number(part)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const realTime = hour < 24 && minute < 60 && second < 60;
  return realDay && realTime ? { year, month, day, hour, minute, second } : null;
}

/** "Turno de Cardiología con Dra. Ana Gómez"; either part may be missing. */
export function appointmentSummary({ especialidad, medico }: Pick<Appointment, 'especialidad' | 'medico'>): string {
  const speciality = especialidad.trim();
  const professional = medico.trim();
  return [speciality ? `Turno de ${speciality}` : 'Turno médico', professional && `con ${professional}`]
    .filter(Boolean)
    .join(' ');
}

type Options = {
  /** The site's host: the UID's domain part, so the same appointment keeps one UID. */
  host: string;
  now?: Date;
  /** Where it takes place; the API does not say, so nothing is written unless it is known. */
  location?: string;
};

/** The .ics download of one appointment, or null when it has no time of day to put in a calendar. */
export function appointmentCalendarFile(
  appointment: Appointment,
  { host, now, location }: Options,
): { fileName: string; content: string } | null {
  const start = appointmentStart(appointment.fecha);
  if (!start) return null;
  const content = writeCalendar({
    productId: `-//${site.brand}//Portal de socios//ES`,
    timeZone: companyTimeZone,
    now,
    events: [
      {
        uid: `turno-${appointment.id || appointment.fecha.replace(/\D/g, '')}@${host}`,
        start,
        durationMinutes: APPOINTMENT_MINUTES,
        summary: appointmentSummary(appointment),
        location,
      },
    ],
  });
  const day = `${start.year}-${String(start.month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}`;
  return { fileName: `turno-${day}.ics`, content };
}

import { describe, expect, it } from 'vitest';
import {
  appointmentCalendarFile,
  appointmentStart,
  appointmentSummary,
} from '@/features/member/lib/appointment-calendar';
import { component, readIcs } from '../../../../utils/read-ics';

const NOW = new Date(Date.UTC(2026, 10, 22, 18, 5, 9));

describe('an appointment as a calendar file', () => {
  const appointment = {
    id: '5001',
    especialidad: 'Cardiología',
    medico: 'Dra. Ana Gómez',
    fecha: '2025-01-06 14:30:00',
  };

  it('reads the API time as Buenos Aires wall time, with no shift by the browser time zone', () => {
    expect(appointmentStart('2025-01-06 14:30:00')).toEqual({
      year: 2025,
      month: 1,
      day: 6,
      hour: 14,
      minute: 30,
      second: 0,
    });
    expect(appointmentStart('2025-01-06 09:05')).toMatchObject({ hour: 9, minute: 5 });
    expect(appointmentStart('2025-01-06')).toBeNull();
    expect(appointmentStart('2025-02-30 10:00:00')).toBeNull();
    expect(appointmentStart('2025-01-06 24:00:00')).toBeNull();
    expect(appointmentStart('mañana')).toBeNull();
  });

  it('puts speciality and professional in the summary, whichever is known', () => {
    expect(appointmentSummary(appointment)).toBe('Turno de Cardiología con Dra. Ana Gómez');
    expect(appointmentSummary({ especialidad: '', medico: 'Dr. Juan Pérez' })).toBe('Turno médico con Dr. Juan Pérez');
    expect(appointmentSummary({ especialidad: 'Nutrición', medico: ' ' })).toBe('Turno de Nutrición');
  });

  it('is a 30-minute event in Buenos Aires, with a stable UID and a dated file name', () => {
    const file = appointmentCalendarFile(appointment, { host: 'www.saludplena.example', now: NOW })!;
    expect(file.fileName).toBe('turno-2025-01-06.ics');
    const event = component(readIcs(file.content), 'VEVENT');
    expect(event.get('UID')?.value).toBe('turno-5001@www.saludplena.example');
    expect(event.get('DTSTART')?.params.TZID).toBe('America/Argentina/Buenos_Aires');
    expect(event.get('DTSTART')?.value).toBe('20250106T143000');
    expect(event.get('DTEND')?.value).toBe('20250106T150000');
    expect(event.has('LOCATION')).toBe(false);
    const withPlace = appointmentCalendarFile(appointment, {
      host: 'h',
      now: NOW,
      location: 'Av. Ejemplo 1250, CABA',
    })!;
    expect(component(readIcs(withPlace.content), 'VEVENT').get('LOCATION')?.value).toBe('Av. Ejemplo 1250\\, CABA');
  });

  it('gives no file when the appointment has no time of day', () => {
    expect(appointmentCalendarFile({ ...appointment, fecha: '2025-01-06' }, { host: 'h' })).toBeNull();
  });
});

import { companyTimeZone } from '@/config/time-zone';

/** How old an invoice may be for its reimbursement. */
const MAX_INVOICE_AGE_DAYS = 180;
export const TOO_OLD_MESSAGE = 'La factura tiene más de 180 días: ya no se puede pedir su reintegro.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Buenos Aires (YYYY-MM-DD), whatever the device's own zone: the insurer counts days there. */
export function buenosAiresToday(now: number = Date.now()): string {
  return new Date(now + companyTimeZone.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The field's message, or null for a date neither in the future nor more than 180 days back (Buenos Aires days). */
export function invoiceDateError(date: string, now: number = Date.now()): string | null {
  if (!date) return 'Ingresá la fecha de la factura.';
  if (!isRealDate(date)) return 'La fecha no es válida.';
  const age = daysBetween(date, buenosAiresToday(now));
  if (age < 0) return 'La fecha de la factura no puede ser posterior a hoy.';
  return age > MAX_INVOICE_AGE_DAYS ? TOO_OLD_MESSAGE : null;
}

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/es';

dayjs.extend(customParseFormat);
dayjs.locale('es');

export { dayjs };

const dateFormatter = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const currencyFormatter = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });

/** Parses the API's "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss"; null when it is not a real date. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = dayjs(value.trim(), ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'], true);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** "31/12/2026", or '-' when the value is not a date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value instanceof Date ? value : parseApiDate(value);
  return date ? dateFormatter.format(date) : '-';
}

/** "31/12/2026, 14:30", or '-'. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dateTimeFormatter.format(date) : '-';
}

/** "$ 12.345,67" */
export function formatCurrency(amount: number): string {
  return currencyFormatter.format(amount);
}

/** Whole years between a birth date and today (null when unknown). */
export function ageInYears(bornDate: string | null | undefined, today: Date = new Date()): number | null {
  const born = parseApiDate(bornDate);
  if (!born) return null;
  const years = dayjs(today).diff(dayjs(born), 'year');
  return years >= 0 ? years : null;
}

import { z } from 'zod/mini';
import { field, toText } from './zod-text';

/**
 * Small zod helpers for reading API answers, defined once. They read one field each and never fail a row for a
 * field the screen can do without: what cannot be read becomes empty. The `required…` helpers are for
 * what a row cannot do without (an id and a name, a date and an amount): they fail the row, and only the row
 * (src/api/paged.ts reads lists row by row).
 */

/** An integer from a number or numeric text; NaN for anything else (null, '', true, 1.5, 'abc'). */
function toInteger(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const number = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
  return Number.isInteger(number) ? number : NaN;
}

/** A number from a number or decimal text ("85000.50", " -34.6 "); null for null, '', 'abc', NaN or anything else. */
function toDecimal(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * A yes/no flag as the API may send it: 'si', 'SI', 'Sí', 's', 'yes', true, 1 and '1' are yes; everything else
 * (including a missing or unknown value) is no. Compared case- and accent-insensitively.
 */
function toYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== 'string') return false;
  return ['si', 's', 'yes', 'y', 'true', '1'].includes(foldText(value));
}

/** Lowercased, trimmed, accents stripped: " Actualización " → "actualizacion". For comparing labels and states. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** An integer id, required: a number or numeric text. Anything else fails (the row). */
export const intId = () => z.pipe(field(toInteger), z.number());

/** An integer that may be missing or unreadable: undefined then. */
export const optionalInt = () =>
  field((value) => {
    const number = toInteger(value);
    return Number.isNaN(number) ? undefined : number;
  });

/** Text that must be there (a name, a label): trimmed, not empty. Numbers become text. */
export const requiredText = () =>
  z.pipe(
    field((value) => toText(value).trim()),
    z.string().check(z.minLength(1)),
  );

/**
 * A number the API may send as a number or as decimal text (Laravel's decimal cast: "85000.50"). Never fails the
 * row: anything that is not a number, a missing key included, reads as null (no value), never as 0.
 */
export const decimal = () => field(toDecimal);

/**
 * A latitude or longitude: a number or numeric text; null when missing, empty or not a number (not put on a map).
 * @alias
 */
export const coordinate = decimal;

/** A number that must be there (an invoice's amount): a number or decimal text. */
export const requiredDecimal = () => z.pipe(decimal(), z.number());

/** A yes/no flag, read by `toYes`: never fails the row. */
export const yesNo = () => field(toYes);

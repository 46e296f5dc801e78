import { z } from 'zod/mini';

/**
 * Small zod helpers for reading API answers, defined once. They are liberal in what they accept where it costs
 * nothing (DESIGN.md §3): numeric text for numbers, null for "no value".
 */

/** An integer id: a number or numeric text. */
export const intId = () => z.coerce.number().check(z.int());

/** Text that may be missing or null: '' then. */
export const optionalText = () =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  );

/** An identifier the API sends as text or number: always text ('' when missing). */
export const idText = () =>
  z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v == null ? '' : String(v))),
  );

/** A number from a number or decimal text ("85000.50", " -34.6 "); null for null, '', 'abc', NaN or anything else. */
export function toDecimal(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * A number the API may send as a number or as decimal text (Laravel's decimal cast: "85000.50"). Never fails the
 * answer: anything that is not a number reads as null (no value), never as 0.
 */
export const decimal = () => z.pipe(z.unknown(), z.transform(toDecimal));

/** A latitude or longitude: a number or numeric text; null when missing, empty or not a number (not put on a map). */
export const coordinate = decimal;

import { z } from 'zod/mini';

/**
 * The text readers of lib/zod.ts, on their own: the signed-in member's schema (in every page's first load) needs only
 * these, so the rest of the API helpers load with the API code that uses them.
 */

/** A field that may be missing: its schema sees `undefined` instead of failing the object for the missing key. */
export const field = <T>(read: (value: unknown) => T) => z.pipe(z.optional(z.unknown()), z.transform(read));

/** Text from text or a finite number (numbers sent where text is expected become text); '' for anything else. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Text that may be missing, null or unreadable: '' then. Numbers become text. */
export const optionalText = () => field(toText);

/**
 * An identifier the API sends as text or number: always text ('' when missing or unreadable). Kept as its own name
 * so schemas say what a field is.
 * @alias
 */
export const idText = optionalText;

import { z } from 'zod/mini';
import { EMPTY_FILTER_VALUES } from '@/boot/boot-rules';

/** Parsers for search parameters in the address: tolerant in, never throwing, never garbage out. */

const MAX_ID = 2_147_483_647;

/** An id from a select or the address: a positive integer, or undefined for anything else. */
export function parseIdValue(value: unknown): number | undefined {
  let n: number | undefined;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)) n = Number(value.trim());
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : undefined;
}

/** A search-param id: tolerant in (number or numeric string), undefined for garbage, 'all' or 'TODOS'. */
export const idParam = z.catch(z.optional(z.pipe(z.unknown(), z.transform(parseIdValue))), undefined);

/** Page number: a positive integer; anything else falls back to undefined (= page 1). */
export const pageParam = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const n = parseIdValue(value);
        return n !== undefined && n <= 100_000 ? n : undefined;
      }),
    ),
  ),
  undefined,
);

/**
 * A free-text search-param (a name): trimmed, 1–120 characters, no markup or control characters.
 * Numbers the router decoded from the address ("?name=123") come back as text.
 */
export function parseTextValue(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 120) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[<>{}\\`\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  if (EMPTY_FILTER_VALUES.includes(trimmed)) return undefined;
  return trimmed;
}

/** An on/off view state in the address (`cerca=1`): 1 when on ('1', 1, true, 'true'), undefined (off) otherwise. */
export function parseFlagValue(value: unknown): 1 | undefined {
  return value === 1 || value === '1' || value === true || value === 'true' ? 1 : undefined;
}

export const flagParam = z.catch(z.optional(z.pipe(z.unknown(), z.transform(parseFlagValue))), undefined);

export const textParam = z.catch(z.optional(z.pipe(z.unknown(), z.transform(parseTextValue))), undefined);

/**
 * A share link (built from the public site address): `${base}${path}?${params}`.
 * Only the given (non-empty) parameters go in, in the given order.
 */
export function buildShareLink(base: string, path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return `${base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

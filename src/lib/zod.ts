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

/** A latitude or longitude: a number, or null when it is missing or not a number. */
export const coordinate = () =>
  z.pipe(
    z.nullish(z.coerce.number()),
    z.transform((v) => (v === undefined || Number.isNaN(v) ? null : v)),
  );

import { z } from 'zod/mini';
import { parseApiDate } from '@/lib/dates';
import { optionalText } from '@/lib/zod-text';

/** A date a row cannot do without (an invoice's, an appointment's): text in any shape lib/dates.ts reads. */
export const requiredDate = () =>
  z.pipe(optionalText(), z.string().check(z.refine((value) => parseApiDate(value) !== null)));

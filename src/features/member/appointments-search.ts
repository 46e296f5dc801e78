import { z } from 'zod/mini';

/** ?page= of /panel/turnos: a bad value falls back to 1. */
export const appointmentsSearchSchema = z.object({
  page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
});

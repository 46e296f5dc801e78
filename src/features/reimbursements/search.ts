import { z } from 'zod/mini';

const STATUS_CODES = ['recibido', 'en_revision', 'observado', 'aprobado', 'rechazado', 'pagado'] as const;

/** ?page= and ?estado= of /panel/reintegros: a bad value falls back to the first page of every status. */
export const reimbursementsSearchSchema = z.object({
  page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
  estado: z.catch(z.optional(z.enum(STATUS_CODES)), undefined),
});

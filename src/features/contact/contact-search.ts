import { z } from 'zod/mini';

// The footer's consumer-law links preset the reason.
export const contactSearchSchema = z.object({
  motivo: z.catch(z.optional(z.enum(['baja', 'arrepentimiento'])), undefined),
});

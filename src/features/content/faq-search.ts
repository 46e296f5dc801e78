import { z } from 'zod/mini';

// `?ff=true` opens the billing group (the member panel's "Ver medios de pago").
export const faqSearchSchema = z.object({
  ff: z.catch(z.optional(z.union([z.boolean(), z.string()])), undefined),
});

import { z } from 'zod';

/** The login form (spec 02 §5): numdoc 'Requerido.', tipdoc 'Requerido', password a number, 'Requerido.'. */
export const loginFormSchema = z.object({
  tipdoc: z.string().trim().min(1, 'Requerido'),
  numdoc: z.string().trim().min(1, 'Requerido.'),
  password: z.string().trim().min(1, 'Requerido.').regex(/^\d*$/, 'Debe ser un número.'),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;

import { z } from 'zod/mini';

/** The login form: numdoc 'Requerido.', tipdoc 'Requerido', password a number, 'Requerido.'. */
export const loginFormSchema = z.object({
  tipdoc: z.string().check(z.trim(), z.minLength(1, 'Requerido')),
  numdoc: z.string().check(z.trim(), z.minLength(1, 'Requerido.')),
  password: z.string().check(z.trim(), z.minLength(1, 'Requerido.'), z.regex(/^\d*$/, 'Debe ser un número.')),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;

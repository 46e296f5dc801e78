import { z } from 'zod';
import { memberSchema } from '@/lib/member';

export const loginResponseSchema = z.object({ access_token: z.string().min(1), member: memberSchema });

/** GET /api/web/member/tipdoc: a plain object mapping value to label. */
export const documentTypesResponseSchema = z.record(z.string(), z.string());

export const loginPayloadSchema = z.object({
  numdoc: z.string().min(1),
  tipdoc: z.string().min(1),
  password: z.string().min(1),
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type DocumentTypeOption = { value: string; label: string };

/** The login form (spec 02 §5): numdoc 'Requerido.', tipdoc 'Requerido', password a number, 'Requerido.'. */
export const loginFormSchema = z.object({
  tipdoc: z.string().trim().min(1, 'Requerido'),
  numdoc: z.string().trim().min(1, 'Requerido.'),
  password: z
    .string()
    .trim()
    .min(1, 'Requerido.')
    .regex(/^\d*$/, 'Debe ser un número.'),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;

import { z } from 'zod';

/**
 * The member forms' schemas (classic zod, for react-hook-form). Kept apart from ./schemas (responses and the
 * search, zod/mini) because those are reachable from the entry and these only from the lazily loaded forms.
 */

export const CREDENTIAL_REASONS = ['Pérdida', 'Robo', 'Daños'] as const;
export const DELIVERY_OPTIONS = ['Retirar por oficina', 'Recibir en mi domicilio'] as const;

/** Credential request (spec 02 §5). */
export const credentialFormSchema = z.object({
  name: z.string().trim().min(1, 'Requerido.'),
  motivo: z.string().refine((v) => (CREDENTIAL_REASONS as readonly string[]).includes(v), 'Requerido.'),
  radioGroup: z
    .string()
    .refine((v) => (DELIVERY_OPTIONS as readonly string[]).includes(v), 'Debe seleccionar alguna opción.'),
  address: z.string(),
});

/** Information request and suggestions: message 'Requerido.'. */
export const messageFormSchema = z.object({
  message: z.string().trim().min(1, 'Requerido.'),
});

/** Personal data update: no validation (spec 02 §5). birthDate is 'YYYY-MM-DD' or null. */
export const dataUpdateFormSchema = z.object({
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  comment: z.string(),
});

export type CredentialFormValues = z.infer<typeof credentialFormSchema>;
export type MessageFormValues = z.infer<typeof messageFormSchema>;
export type DataUpdateFormValues = z.infer<typeof dataUpdateFormSchema>;

import { z } from 'zod/mini';
import { FIELD_LIMITS } from '@/api/field-limits';
import { maxChars } from '@/components/forms/limits';

/**
 * The member forms' schemas (for react-hook-form). Kept apart from ./schemas (responses and the search) because
 * those are reachable from the entry and these only from the lazily loaded forms.
 * Each is a factory: a member with no e-mail on file must give one for the answer (`replyEmail`).
 */

export const CREDENTIAL_REASONS = ['Pérdida', 'Robo', 'Daños'] as const;
export const DELIVERY_OPTIONS = ['Retirar por oficina', 'Recibir en mi domicilio'] as const;

const text = (limit: number) => z.string().check(z.maxLength(...maxChars(limit)));

/** Required only when the member has no e-mail on file (the contact endpoint requires one). */
const replyEmail = (needed: boolean) =>
  needed
    ? z.pipe(
        z.string().check(z.trim(), z.minLength(1, 'Requerido.'), z.maxLength(...maxChars(FIELD_LIMITS.email))),
        z.email('Debe ser un email valido.'),
      )
    : z.string();

/** Credential request. */
export const credentialFormSchema = (needsReplyEmail = false) =>
  z.object({
    name: text(FIELD_LIMITS.text).check(z.trim(), z.minLength(1, 'Requerido.')),
    motivo: z.string().check(z.refine((v) => (CREDENTIAL_REASONS as readonly string[]).includes(v), 'Requerido.')),
    radioGroup: z
      .string()
      .check(z.refine((v) => (DELIVERY_OPTIONS as readonly string[]).includes(v), 'Debe seleccionar alguna opción.')),
    address: text(FIELD_LIMITS.text),
    replyEmail: replyEmail(needsReplyEmail),
  });

/** Information request and suggestions: message 'Requerido.'. */
export const messageFormSchema = (needsReplyEmail = false) =>
  z.object({
    message: text(FIELD_LIMITS.longText).check(z.trim(), z.minLength(1, 'Requerido.')),
    replyEmail: replyEmail(needsReplyEmail),
  });

/** Personal data update: no validation beyond the lengths. birthDate is 'YYYY-MM-DD' or null. */
export const dataUpdateFormSchema = (needsReplyEmail = false) =>
  z.object({
    address: text(FIELD_LIMITS.text),
    email: text(FIELD_LIMITS.email),
    phone: text(FIELD_LIMITS.phone),
    birthDate: z.nullable(z.string()),
    comment: text(FIELD_LIMITS.longText),
    replyEmail: replyEmail(needsReplyEmail),
  });

export type CredentialFormValues = z.infer<ReturnType<typeof credentialFormSchema>>;
export type MessageFormValues = z.infer<ReturnType<typeof messageFormSchema>>;
export type DataUpdateFormValues = z.infer<ReturnType<typeof dataUpdateFormSchema>>;

import { z } from 'zod/mini';
import { CONTACT_FORM_TITLE, contactTextMessage, type ContactPayload } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { maxChars } from '@/components/forms/limits';

/**
 * Contact form validation, texts word for word. The API allows
 * 'Requerido.' or 'Requerido': text fields say 'Requerido.' like the e-mail,
 * the reason select says 'Requerido'. The phone has no format rule (not shown).
 */
const name = z.string().check(z.trim(), z.minLength(1, 'Requerido.'), z.maxLength(...maxChars(FIELD_LIMITS.text)));
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Requerido.'), z.maxLength(...maxChars(FIELD_LIMITS.email))),
  z.email('Debe ser un email valido.'),
);
const phone = z.string().check(z.trim(), z.maxLength(...maxChars(FIELD_LIMITS.phone)));

export const contactFormSchema = z.object({
  name,
  phone: phone.check(z.minLength(1, 'Requerido.')),
  email,
  message: z.string().check(z.trim(), z.minLength(1, 'Requerido.'), z.maxLength(...maxChars(FIELD_LIMITS.longText))),
  contact_form_type_id: z.string().check(z.minLength(1, 'Requerido')),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactValues = blankValues(contactFormSchema);

/** The JSON POST /api/web/contact_form takes, with the fixed title. */
export function toContactPayload(values: ContactFormValues): ContactPayload {
  return {
    name: values.name.trim(),
    title: CONTACT_FORM_TITLE,
    phone: values.phone.trim(),
    message: contactTextMessage(values.message),
    email: values.email.trim(),
    contact_form_type_id: Number(values.contact_form_type_id),
  };
}

/**
 * The short cancellation / withdrawal request (?motivo=baja | arrepentimiento, Disposición 954/2025): who asks and
 * where to answer; no reason to explain. Same texts as the contact form; the phone is optional.
 */
export const cancellationFormSchema = z.object({
  name,
  document_type: z.string().check(z.minLength(1, 'Requerido')),
  document_number: z
    .string()
    .check(z.trim(), z.minLength(1, 'Requerido.'), z.maxLength(...maxChars(FIELD_LIMITS.document))),
  email,
  phone,
});

export type CancellationFormValues = z.input<typeof cancellationFormSchema>;

export const emptyCancellationValues = blankValues(cancellationFormSchema);

/** A form's first values: every field empty. */
function blankValues<Shape extends Record<string, unknown>>(schema: { shape: Shape }): Record<keyof Shape, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, ''])) as Record<keyof Shape, string>;
}

import { z } from 'zod';
import { CONTACT_FORM_TITLE, type ContactPayload } from '@/api/contact-form';

/**
 * Contact form validation, texts exactly as spec 01 §5. The spec allows
 * 'Requerido.' or 'Requerido': text fields say 'Requerido.' like the e-mail,
 * the reason select says 'Requerido'. The phone has no format rule (not shown).
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Requerido.'),
  phone: z.string().trim().min(1, 'Requerido.'),
  email: z.string().trim().min(1, 'Requerido.').pipe(z.email('Debe ser un email valido.')),
  message: z.string().trim().min(1, 'Requerido.'),
  contact_form_type_id: z.string().min(1, 'Requerido'),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const emptyContactValues: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  contact_form_type_id: '',
};

/** The JSON POST /api/web/contact_form takes, with the fixed title. */
export function toContactPayload(values: ContactFormValues): ContactPayload {
  return {
    name: values.name.trim(),
    title: CONTACT_FORM_TITLE,
    phone: values.phone.trim(),
    message: values.message.trim(),
    email: values.email.trim(),
    contact_form_type_id: Number(values.contact_form_type_id),
  };
}

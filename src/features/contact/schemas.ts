import { z } from 'zod';
import { pagedSchema } from '@/lib/paged';

export const contactFormTypeSchema = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  loggedin: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)])),
});
export const contactFormTypesResponseSchema = pagedSchema(contactFormTypeSchema);

export const CONTACT_FORM_TITLE = 'Formulario de Contactos General';

/** What POST /api/web/contact_form takes as JSON (spec 01 §3). */
export const contactPayloadSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  phone: z.string(),
  message: z.string().min(1),
  email: z.email(),
  contact_form_type_id: z.coerce.number().int(),
});

export type ContactFormType = z.infer<typeof contactFormTypeSchema>;
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

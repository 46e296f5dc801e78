import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pagedSchema } from './paged';
import { api, requestNoContent, requestJson, searchParams } from './http';
import { referenceListOptions } from './query-client';

/**
 * The contact endpoint is shared: the public contact form, the members' paperwork,
 * authorisations and job applications all send through it (DESIGN.md §3), so its
 * schemas and calls live here rather than in one feature.
 */
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

/** GET /api/web/contact_form_type?pagination=50 — every type; callers filter by `loggedin`. */
export const contactFormTypesQuery = () =>
  queryOptions({
    queryKey: ['contact-form-types'],
    queryFn: () =>
      requestJson(contactFormTypesResponseSchema, () =>
        api.get('api/web/contact_form_type', { searchParams: searchParams({ pagination: 50 }) }),
      ).then((page) => page.data),
    meta: { call: 'contactFormTypes' },
    ...referenceListOptions,
  });

/** Lowercased, accents stripped: "Actualización" → "actualizacion" (spec 02 §3). */
export function normalizeLabel(label: string): string {
  return label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export type ContactKeyword = 'pedido' | 'actualizacion' | 'solicitud' | 'sugerencias' | 'autorizaciones' | 'trabaja';

/** The type whose label contains the keyword; member forms look among loggedin = 1 types first. */
export function findContactType(
  types: ContactFormType[],
  keyword: ContactKeyword,
  preferLoggedIn: 0 | 1 = 1,
): ContactFormType | undefined {
  const matches = types.filter((t) => normalizeLabel(t.name).includes(keyword));
  return matches.find((t) => t.loggedin === preferLoggedIn) ?? matches[0];
}

/** POST /api/web/contact_form as JSON. Status 200 or 204 is success; the body is not read. */
export function sendContactForm(payload: ContactPayload): Promise<void> {
  return requestNoContent(() => api.post('api/web/contact_form', { json: payload }));
}

/** POST /api/web/contact_form as multipart/form-data (forms with attachments). */
export function sendContactFormMultipart(fields: Record<string, string | Blob | undefined>): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, value, value instanceof File ? value.name : key);
  }
  return requestNoContent(() => api.post('api/web/contact_form', { body }));
}

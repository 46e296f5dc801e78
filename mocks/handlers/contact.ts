import { http, HttpResponse } from 'msw';
import type { ContactPayload } from '../contract/contact';
import { contactFormTypes } from '../data/contact';
import { applyOrder, paginate, readBody, readIntegers, text, validating, validationError } from '../lib/http';

const ATTACHMENT_FIELDS = [
  'attachment',
  'attachment02',
  'attachment03',
  'attachment04',
] as const satisfies readonly (keyof ContactPayload)[];
const PLACE_FIELDS = ['place01', 'place02', 'place03', 'place04'] as const satisfies readonly (keyof ContactPayload)[];
/** Laravel `max:10240` (kilobytes) on each attachment. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ATTACHMENT_LABEL: Record<(typeof ATTACHMENT_FIELDS)[number], string> = {
  attachment: 'adjunto',
  attachment02: 'adjunto 2',
  attachment03: 'adjunto 3',
  attachment04: 'adjunto 4',
};

function isFile(value: unknown): value is Blob & { name?: string } {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;
}

/** Laravel-like validation of POST /api/web/contact_form (JSON or multipart). */
function validateContact(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (!text(body, 'name')) add('name', 'El campo nombre es obligatorio.');
  if (!text(body, 'title')) add('title', 'El campo título es obligatorio.');
  if (!text(body, 'message')) add('message', 'El campo mensaje es obligatorio.');

  const email = text(body, 'email');
  if (!email) add('email', 'El campo correo electrónico es obligatorio.');
  else if (!EMAIL.test(email)) add('email', 'El campo correo electrónico debe ser una dirección de correo válida.');

  const phone = text(body, 'phone');
  if (phone.length > 50) add('phone', 'El campo teléfono no debe contener más de 50 caracteres.');

  const typeId = text(body, 'contact_form_type_id');
  if (!typeId) add('contact_form_type_id', 'El campo tipo de contacto es obligatorio.');
  else if (!/^\d+$/.test(typeId)) add('contact_form_type_id', 'El campo tipo de contacto debe ser un número entero.');
  else if (!contactFormTypes.some((t) => t.id === Number(typeId))) {
    add('contact_form_type_id', 'El tipo de contacto seleccionado no es válido.');
  }

  for (const field of ATTACHMENT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    if (!isFile(value)) add(field, `El campo ${ATTACHMENT_LABEL[field]} debe ser un archivo.`);
    else if (value.size > MAX_ATTACHMENT_BYTES) {
      add(field, `El archivo ${ATTACHMENT_LABEL[field]} no debe pesar más de 10240 kilobytes.`);
    }
  }
  for (const field of PLACE_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') add(field, `El campo ${field} debe ser un texto.`);
    else if (value.length > 255) add(field, `El campo ${field} no debe contener más de 255 caracteres.`);
  }
  return errors;
}

/** GET /api/web/contact_form_type, POST /api/web/contact_form. */
export const contactHandlers = [
  http.get('*/api/web/contact_form_type', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const { loggedin } = readIntegers(url, ['loggedin']);
      const filtered = contactFormTypes.filter((t) => loggedin === undefined || t.loggedin === loggedin);
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'name', 'loggedin'])));
    }),
  ),

  http.post('*/api/web/contact_form', async ({ request }) => {
    const body = await readBody(request);
    const errors = validateContact(body);
    if (Object.keys(errors).length > 0) return validationError(errors);
    return HttpResponse.json({ message: 'ok' });
  }),
];

// @vitest-environment node
/** Contract tests of the mock API's forms: contact (JSON and multipart), contact types, residency. */
import { describe, expect, it } from 'vitest';
import { residencyPayloadSchema, RESIDENCY_TITLE, type ResidencyPayload } from '@/api/residency-mail';
import { CONTACT_FORM_TITLE, contactTextMessage, type ContactPayload } from '@/api/contact-form';
import { documented } from '../utils/documented-shapes';

const API = 'http://api.test';

async function send(path: string, init: RequestInit) {
  const res = await fetch(`${API}${path}`, init);
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const contact: ContactPayload = {
  name: 'Ana Pérez',
  title: CONTACT_FORM_TITLE,
  phone: '11 5555-0000',
  message: contactTextMessage('Quisiera información sobre los planes.'),
  email: 'ana@correo.example',
  contact_form_type_id: 1,
};

describe('contact form types', () => {
  it('lists public and member types in one envelope', async () => {
    const { status, body } = await send('/api/web/contact_form_type?pagination=50', { method: 'GET' });
    expect(status).toBe(200);
    const page = documented.contactFormTypes.parse(body);
    expect(page.data.some((t) => t.loggedin === 0)).toBe(true);
    expect(page.data.some((t) => t.loggedin === 1)).toBe(true);
    expect(page.meta.total).toBe(page.data.length);
  });
});

describe('POST /api/web/contact_form as JSON', () => {
  it('answers 200 { message: "ok" } for a valid payload', async () => {
    const { status, body } = await send('/api/web/contact_form', json('POST', contact));
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'ok' });
  });

  it('accepts the type id as a numeric string and an empty phone', async () => {
    const { status } = await send(
      '/api/web/contact_form',
      json('POST', { ...contact, contact_form_type_id: '9', phone: '' }),
    );
    expect(status).toBe(200);
  });

  it('answers 422 with Spanish field errors for missing fields', async () => {
    const { status, body } = await send('/api/web/contact_form', json('POST', {}));
    expect(status).toBe(422);
    const errors = body?.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['contact_form_type_id', 'email', 'message', 'name', 'title']);
    expect(errors.name).toEqual(['El campo nombre es obligatorio.']);
    expect(body?.message).toBe('El campo nombre es obligatorio. (y 4 errores más)');
  });

  it('answers 422 for an invalid e-mail and an unknown or non-numeric type', async () => {
    const bad = await send(
      '/api/web/contact_form',
      json('POST', { ...contact, email: 'ana@', contact_form_type_id: 999 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body?.errors).toEqual({
      email: ['El campo correo electrónico debe ser una dirección de correo válida.'],
      contact_form_type_id: ['El tipo de contacto seleccionado no es válido.'],
    });
    const nonNumeric = await send('/api/web/contact_form', json('POST', { ...contact, contact_form_type_id: 'all' }));
    expect(nonNumeric.status).toBe(422);
    expect(nonNumeric.body?.errors).toHaveProperty('contact_form_type_id');
  });
});

describe('POST /api/web/contact_form as multipart/form-data', () => {
  const form = (fields: Record<string, string | Blob>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') body.append(key, value);
      else body.append(key, value, 'orden-medica.pdf');
    }
    return body;
  };
  const pdf = () => new Blob(['%PDF-1.4 demo'], { type: 'application/pdf' });

  it('accepts the fields plus up to four attachments and places', async () => {
    const { status, body } = await send('/api/web/contact_form', {
      method: 'POST',
      body: form({
        name: 'Ana Pérez',
        title: 'Autorizaciones',
        phone: '',
        message: 'Estudio: resonancia',
        email: 'ana@correo.example',
        contact_form_type_id: '13',
        attachment: pdf(),
        attachment02: pdf(),
        attachment03: pdf(),
        attachment04: pdf(),
        place01: 'Sanatorio San Lucas',
        place02: 'Centro Médico Belgrano',
        place03: '',
        place04: '',
      }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'ok' });
  });

  it('validates multipart the same way', async () => {
    const { status, body } = await send('/api/web/contact_form', {
      method: 'POST',
      body: form({
        name: '',
        email: 'x',
        attachment: 'not a file',
        contact_form_type_id: '13',
        title: 'T',
        message: 'm',
      }),
    });
    expect(status).toBe(422);
    expect(Object.keys(body?.errors as object).sort()).toEqual(['attachment', 'email', 'name']);
  });

  it('rejects an attachment over 10 MB', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const { status, body } = await send('/api/web/contact_form', {
      method: 'POST',
      body: form({ ...Object.fromEntries(Object.entries(contact).map(([k, v]) => [k, String(v)])), attachment02: big }),
    });
    expect(status).toBe(422);
    expect(body?.errors).toHaveProperty('attachment02');
  });
});

describe('PUT /api/admin/medical_residence_mail', () => {
  const payload: ResidencyPayload = {
    title: RESIDENCY_TITLE,
    speciality: 'Cardiología',
    name: 'Juan Gómez',
    telephone: '11 4444-0000',
    email: 'juan@correo.example',
    doc_type: '1',
    dni: '35111222',
    birthdate: '10-02-1995',
    country: 'Argentina',
    address: 'Av. Corrientes 1234',
    university: 'UBA',
    average: '8.5',
    cellphone: '11 5555-0000',
    file_name: 'cv',
    file_ext: 'pdf',
    cv: btoa('%PDF-1.4 cv'),
    attachment02: btoa('titulo'),
    file_name_02: 'titulo',
    file_ext_02: 'pdf',
  };

  it('answers 204 with no body for a valid payload', async () => {
    expect(residencyPayloadSchema.safeParse(payload).success).toBe(true);
    const { status, text } = await send('/api/admin/medical_residence_mail', json('PUT', payload));
    expect(status).toBe(204);
    expect(text).toBe('');
  });

  it('accepts a number where text is expected and a data: URL prefix on files', async () => {
    const { status } = await send(
      '/api/admin/medical_residence_mail',
      json('PUT', { ...payload, dni: 35111222, cv: `data:application/pdf;base64,${payload.cv}` }),
    );
    expect(status).toBe(204);
  });

  it.each([
    ['email', { email: '' }, 'El campo correo electrónico es obligatorio.'],
    ['email', { email: 'juan@' }, 'El campo correo electrónico debe ser una dirección de correo válida.'],
    ['name', { name: '' }, 'El campo nombre es obligatorio.'],
    ['cv', { cv: '' }, 'El campo CV es obligatorio.'],
    ['title', { title: 'Otra cosa' }, 'El campo título no es válido.'],
    ['cv', { cv: '<<not base64>>' }, 'El archivo CV no es un archivo en base64 válido.'],
  ])('answers 422 { data: { message } } for a bad %s', async (_field, patch, message) => {
    const { status, body } = await send('/api/admin/medical_residence_mail', json('PUT', { ...payload, ...patch }));
    expect(status).toBe(422);
    expect(body).toEqual({ data: { message } });
  });

  it('answers 422 for an empty body', async () => {
    const { status, body } = await send('/api/admin/medical_residence_mail', json('PUT', {}));
    expect(status).toBe(422);
    expect((body?.data as { message: string }).message).toMatch(/obligatorio/);
  });
});

// @vitest-environment node
/**
 * Every call of the spec's error catalogue (spec 01 §8, spec 02 §8) × 401 / 422 / 500 × the error bodies a Laravel
 * API may send, whole or in part: what the visitor is told. The rules below are written from the spec, apart from
 * src/api/errors.ts, so the two are checked against each other.
 */
import { describe, expect, it } from 'vitest';
import { httpApiError } from '@/lib/http';
import { catalogue, describeError, type ApiCall } from '@/api/errors';

type On422 = 'message' | 'fieldErrors' | 'loginSuffix' | 'none';
type On401 = 'message' | 'signOut' | 'loginSuffix' | 'none';

const RULES: Record<ApiCall, [On422, On401]> = {
  documentTypes: ['message', 'message'],
  contactFormTypes: ['message', 'message'],
  contactSend: ['fieldErrors', 'message'],
  medicalServices: ['message', 'none'],
  localities: ['message', 'none'],
  providerSearch: ['message', 'signOut'],
  providerNames: ['message', 'signOut'],
  pharmacySearch: ['message', 'signOut'],
  pharmacyNames: ['message', 'signOut'],
  provinces: ['message', 'none'],
  specialties: ['message', 'none'],
  areas: ['message', 'none'],
  login: ['loginSuffix', 'loginSuffix'],
  appointments: ['message', 'signOut'],
  imaging: ['message', 'signOut'],
  invoices: ['message', 'signOut'],
  laboratory: ['message', 'signOut'],
  preInvoices: ['none', 'none'],
  residencySend: ['message', 'message'],
  memberFormSend: ['fieldErrors', 'signOut'],
};

const LOGIN_422 = ' La petición estaba bien formada pero no se pudo seguir debido a errores de semántica.';
const LOGIN_401 = ' El cliente no posee los permisos necesarios para cierto contenido';

/** Bodies, and what a reader that takes each part on its own finds in them. */
const BODIES: Array<{ name: string; body: unknown; message?: string; fields: string[] }> = [
  {
    name: 'message and errors',
    body: { message: 'Datos inválidos.', errors: { email: ['Correo inválido.'], name: 'Falta el nombre.' } },
    message: 'Datos inválidos.',
    fields: ['Correo inválido.', 'Falta el nombre.'],
  },
  {
    name: 'message, errors null',
    body: { message: 'Datos inválidos.', errors: null },
    message: 'Datos inválidos.',
    fields: [],
  },
  { name: 'errors only', body: { errors: { email: ['Correo inválido.', 3, null] } }, fields: ['Correo inválido.'] },
  {
    name: 'message a number, errors readable',
    body: { message: 42, errors: { email: 'Correo inválido.' } },
    fields: ['Correo inválido.'],
  },
  {
    name: 'data.message (residency)',
    body: { data: { message: 'DNI duplicado.' } },
    message: 'DNI duplicado.',
    fields: [],
  },
  {
    name: 'message beside an unreadable data',
    body: { message: 'No autorizado.', data: 'x', errors: [] },
    message: 'No autorizado.',
    fields: [],
  },
  { name: 'empty message', body: { message: '', errors: {} }, fields: [] },
  { name: 'no JSON (an HTML error page)', body: undefined, fields: [] },
  { name: 'null', body: null, fields: [] },
];

function expected(call: ApiCall, status: number, message: string | undefined, fields: string[]) {
  const fallback = catalogue[call].fallback;
  const fallbackReport = { messages: fallback ? [fallback] : [], signOut: false };
  const [on422, on401] = RULES[call];
  if (status === 422) {
    if (on422 === 'fieldErrors' && fields.length > 0) return { messages: fields, signOut: false };
    if (on422 === 'none' || message === undefined) return fallbackReport;
    return { messages: [on422 === 'loginSuffix' ? message + LOGIN_422 : message], signOut: false };
  }
  if (status === 401) {
    const text = message ?? 'Unauthenticated.';
    if (on401 === 'none') return fallbackReport;
    if (on401 === 'loginSuffix') return { messages: [text + LOGIN_401], signOut: false };
    return { messages: [text], signOut: on401 === 'signOut' };
  }
  return fallbackReport;
}

describe('every catalogue entry × status × error body', () => {
  const calls = Object.keys(RULES) as ApiCall[];
  it('the spec’s table covers the whole catalogue', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...calls].sort());
  });

  for (const call of calls) {
    describe(call, () => {
      it.each(BODIES.flatMap((b) => [401, 422, 500].map((status) => ({ ...b, status }))))(
        '$status with $name',
        ({ status, body, message, fields }) => {
          expect(describeError(call, httpApiError(status, body))).toEqual(expected(call, status, message, fields));
        },
      );
    });
  }
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from '@/lib/api-error';
import { catalogue, describeError, type ApiCall } from '@/api/errors';
import { httpApiError } from '@/lib/http';

const http = (status: number, serverMessage?: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError({ status, kind: 'http', serverMessage, fieldErrors });

describe('error catalogue', () => {
  it.each([
    ['documentTypes', 'Lo sentimos, ha sucedido un error inesperado al iniciar sesión. 0002'],
    ['contactFormTypes', 'Lo sentimos, ha sucedido un error inesperado (Error 0002)'],
    ['contactSend', 'Lo sentimos, ha sucedido un error inesperado (Error 0004)'],
    ['medicalServices', 'Lo sentimos, ha sucedido un error inesperado (Error 0009)'],
    ['localities', 'Lo sentimos, ha sucedido un error inesperado (Error 0009)'],
    ['providerSearch', 'Lo sentimos, ha sucedido un error inesperado (Error 0010)'],
    ['providerNames', 'Lo sentimos, ha sucedido un error inesperado (Error 0011)'],
    ['pharmacySearch', 'Lo sentimos, ha sucedido un error inesperado (Error 0011)'],
    ['pharmacyNames', 'Lo sentimos, ha sucedido un error inesperado (Error 0012)'],
    ['provinces', 'Lo sentimos, ha sucedido un error inesperado (Error 0013)'],
    ['specialties', 'Lo sentimos, ha sucedido un error inesperado (Error 00114'],
    ['areas', 'Lo sentimos, ha sucedido un error al cargar ciudad o provincias (Error 0003).'],
    ['login', 'Lo sentimos, ha sucedido un error inesperado. (No hay conexion con el API 0001)'],
    ['appointments', 'Lo sentimos, ha sucedido un error inesperado. (Error 0014)'],
    ['imaging', 'Lo sentimos, ha sucedido un error inesperado. (Error 0007)'],
    ['invoices', 'Lo sentimos, ha sucedido un error inesperado al listar las facturas. (Error 0006)'],
    ['laboratory', 'Lo sentimos, ha sucedido un error inesperado. (Error 0008)'],
    ['residencySend', 'Lo sentimos, ha sucedido un error inesperado. (Error 0005)'],
  ] as const)('%s falls back to its code', (call, text) => {
    expect(describeError(call, http(500))).toEqual({ messages: [text], signOut: false });
    expect(describeError(call, new ApiError({ status: 0, kind: 'network' })).messages).toEqual([text]);
    // Bad data from the server reads like any other failure.
    expect(describeError(call, new ApiError({ status: 200, kind: 'parse' })).messages).toEqual([text]);
  });

  it('shows the server message on 422', () => {
    expect(describeError('provinces', http(422, 'Provincia inválida.'))).toEqual({
      messages: ['Provincia inválida.'],
      signOut: false,
    });
  });

  it('contact send: each field error on 422, else the message; the message on 401', () => {
    const withFields = http(422, 'Datos inválidos.', { email: ['Debe ser un email valido.'], name: ['Requerido.'] });
    expect(describeError('contactSend', withFields).messages).toEqual(['Debe ser un email valido.', 'Requerido.']);
    expect(describeError('contactSend', http(422, 'Datos inválidos.')).messages).toEqual(['Datos inválidos.']);
    expect(describeError('contactSend', http(401, 'No autorizado.'))).toEqual({
      messages: ['No autorizado.'],
      signOut: false,
    });
  });

  it.each(['providerSearch', 'providerNames', 'pharmacySearch', 'pharmacyNames', 'appointments', 'invoices'] as const)(
    '401 on %s shows the server message and signs out',
    (call) => {
      expect(describeError(call, http(401, 'Unauthenticated.'))).toEqual({
        messages: ['Unauthenticated.'],
        signOut: true,
      });
    },
  );

  it('401 during a member’s send: the server message, then that the draft waits for the next sign-in; signs out', () => {
    expect(describeError('memberFormSend', http(401, 'Unauthenticated.'))).toEqual({
      messages: ['Unauthenticated.', 'Tu sesión terminó. Ingresá de nuevo para enviar lo que escribiste.'],
      signOut: true,
    });
  });

  it('a send that may have arrived is no failure toast: the form says so in place', () => {
    expect(describeError('contactSend', new ApiError({ status: 504, kind: 'unconfirmed' }))).toEqual({
      messages: [],
      signOut: false,
    });
  });

  it('401 on document types and contact types shows the message without signing out', () => {
    expect(describeError('documentTypes', http(401, 'No.'))).toEqual({ messages: ['No.'], signOut: false });
    expect(describeError('contactFormTypes', http(401, 'No.'))).toEqual({ messages: ['No.'], signOut: false });
  });

  it('login adds its suffixes on 422 and 401', () => {
    expect(describeError('login', http(422, 'El numdoc es requerido.')).messages).toEqual([
      'El numdoc es requerido. La petición estaba bien formada pero no se pudo seguir debido a errores de semántica.',
    ]);
    expect(describeError('login', http(401, 'Credenciales inválidas.')).messages).toEqual([
      'Credenciales inválidas. El cliente no posee los permisos necesarios para cierto contenido',
    ]);
  });

  it('pre-invoice failures are silent', () => {
    expect(describeError('preInvoices', http(500)).messages).toEqual([]);
  });

  it('a 429 says to wait (with the Retry-After it was sent), for every call that speaks, never "no connection"', () => {
    const tooMany = (retryAfterSeconds?: number) =>
      new ApiError({ status: 429, kind: 'http', serverMessage: 'Too Many Attempts.', retryAfterSeconds });
    expect(describeError('login', tooMany()).messages).toEqual([
      'Recibimos muchos pedidos seguidos desde tu conexión. Esperá un momento y volvé a intentar.',
    ]);
    expect(describeError('providerSearch', tooMany(30)).messages).toEqual([
      'Recibimos muchos pedidos seguidos desde tu conexión. Esperá 30 segundos y volvé a intentar.',
    ]);
    expect(describeError('residencySend', tooMany(1)).messages[0]).toContain('Esperá 1 segundo y');
    expect(describeError('contactSend', tooMany(600)).messages[0]).toContain('Esperá 10 minutos y');
    expect(describeError('appointments', tooMany(30)).signOut).toBe(false);
    expect(describeError('preInvoices', tooMany(30)).messages).toEqual([]);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-23T18:00:00Z');
  it('reads delay-seconds and HTTP dates; anything else is unknown', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 23 Nov 2026 18:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('Mon, 23 Nov 2026 17:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

/**
 * Every call of the error catalogue (docs/api.md#errors) × 401 / 422 / 500 × the error bodies a Laravel
 * API may send, whole or in part: what the visitor is told. The rules below are written from docs/api.md, apart from
 * src/api/errors.ts, so the two are checked against each other.
 */

type On422 = 'message' | 'fieldErrors' | 'loginSuffix' | 'none';
type On401 = 'message' | 'signOut' | 'signOutDuringSend' | 'loginSuffix' | 'none';

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
  memberFormSend: ['fieldErrors', 'signOutDuringSend'],
  reimbursements: ['message', 'signOut'],
  reimbursementSend: ['fieldErrors', 'signOutDuringSend'],
  familyGroup: ['message', 'signOut'],
  certificate: ['message', 'signOut'],
};

const LOGIN_422 = ' La petición estaba bien formada pero no se pudo seguir debido a errores de semántica.';
const SESSION_ENDED = 'Tu sesión terminó. Ingresá de nuevo para enviar lo que escribiste.';
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
    if (on401 === 'signOutDuringSend') return { messages: [text, SESSION_ENDED], signOut: true };
    return { messages: [text], signOut: on401 === 'signOut' };
  }
  return fallbackReport;
}

describe('every catalogue entry × status × error body', () => {
  const calls = Object.keys(RULES) as ApiCall[];
  it('the documented table covers the whole catalogue', () => {
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

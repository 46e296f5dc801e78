import { http as mock, HttpResponse } from 'msw';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { authorizeRequestsWith } from '@/lib/api-token';
import {
  api,
  apiRequestHeaders,
  apiUrl,
  httpApiError,
  prefacturaApi,
  requestJson,
  searchParams,
  SEND_TIMEOUT_MS,
  EDGE_READ_TIMEOUT_MS,
  sendJson,
} from '@/lib/http';
import { earlyAnswersOf } from '@/boot/early-answers';
import { answerEarlyFrom } from '@/lib/early-answers';
import { server } from '../../../mocks/node';

/** What the calls tell the error tracker (src/lib/error-tracker.ts, tested on its own). */
const unusable = vi.hoisted(() => [] as unknown[][]);
vi.mock('@/lib/error-tracker', () => ({ captureUnusableAnswer: (...args: unknown[]) => unusable.push(args) }));

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

/** The headers the mock API received on its next call to `url`. */
function headersOf(method: 'get' | 'post', url: string) {
  const seen: { headers?: Headers } = {};
  server.use(
    mock[method](url, ({ request }) => {
      seen.headers = request.headers;
      return HttpResponse.json({});
    }),
  );
  return seen;
}

afterEach(() => {
  authorizeRequestsWith(() => null);
  unusable.length = 0;
});

describe('apiUrl and the request headers', () => {
  it('joins the API base and a path, with or without its leading slash', () => {
    expect(apiUrl('api/web/provinces')).toBe('http://api.test/api/web/provinces');
    expect(apiUrl('//api/web/provinces')).toBe('http://api.test/api/web/provinces');
  });

  it('asks for JSON, and carries the member’s token only while there is one', () => {
    expect(apiRequestHeaders()).toEqual({ Accept: 'application/json' });
    authorizeRequestsWith(() => 'token-del-socio');
    expect(apiRequestHeaders()).toEqual({ Accept: 'application/json', Authorization: 'Bearer token-del-socio' });
    authorizeRequestsWith(() => '');
    expect(apiRequestHeaders()).toEqual({ Accept: 'application/json' });
  });

  it('the API client sends them on every call; the pre-invoice host never gets the token', async () => {
    authorizeRequestsWith(() => 'token-del-socio');
    const toApi = headersOf('get', 'http://api.test/api/web/probe');
    await api.get('api/web/probe').json();
    expect(toApi.headers?.get('authorization')).toBe('Bearer token-del-socio');
    expect(toApi.headers?.get('accept')).toBe('application/json');

    const toPrefactura = headersOf('post', 'http://prefactura.test/api/web/prefactura');
    await prefacturaApi.post('api/web/prefactura', { json: { dni: '1' } }).json();
    expect(toPrefactura.headers?.get('authorization')).toBeNull();
    expect(toPrefactura.headers?.get('accept')).toBe('application/json');
  });
});

describe('searchParams', () => {
  it('leaves out empty values and writes the rest as text', () => {
    expect(
      searchParams({ name: 'Del Sol', province_id: 1, area_id: undefined, locality: null, page: 0, q: '' }),
    ).toEqual({ name: 'Del Sol', province_id: '1', page: '0' });
    expect(searchParams({})).toEqual({});
  });
});

describe('httpApiError: an error answer as an ApiError', () => {
  it('keeps the status, the Laravel message and field errors, and the Retry-After', () => {
    const error = httpApiError(
      422,
      { message: 'Datos inválidos.', errors: { email: ['Correo inválido.'], name: 'Falta el nombre.' } },
      undefined,
      '120',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      kind: 'http',
      serverMessage: 'Datos inválidos.',
      fieldErrors: { email: ['Correo inválido.'], name: ['Falta el nombre.'] },
      retryAfterSeconds: 120,
    });
  });

  it('takes the residency endpoint’s data.message when there is no message', () => {
    expect(httpApiError(500, { data: { message: 'DNI duplicado.' } }).serverMessage).toBe('DNI duplicado.');
    expect(httpApiError(500, { message: 'Primero.', data: { message: 'Segundo.' } }).serverMessage).toBe('Primero.');
  });

  it.each([undefined, null, 'texto', 42, [], { message: '  ', errors: null }, { message: 7, errors: [] }])(
    'an unreadable body %j gives no message and no field errors',
    (raw) => {
      const error = httpApiError(500, raw);
      expect(error.serverMessage).toBeUndefined();
      expect(error.fieldErrors).toEqual({});
      expect(error.retryAfterSeconds).toBeUndefined();
    },
  );

  it('skips field messages that are not text, and fields left with none', () => {
    expect(httpApiError(422, { errors: { email: ['Correo inválido.', 3, null, ''], name: 7 } }).fieldErrors).toEqual({
      email: ['Correo inválido.'],
    });
  });

  describe('error bodies: each part on its own', () => {
    const part = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.string(),
      fc.constant([]),
      fc.constant({ nested: true }),
    );
    it('never throws, and a readable message, field error or data.message survives whatever the other parts are', () => {
      fc.assert(
        fc.property(part, part, part, fc.constantFrom('message', 'errors', 'data'), (a, b, c, good) => {
          const body: Record<string, unknown> = { message: a, errors: b, data: c };
          if (good === 'message') body.message = 'Mensaje.';
          if (good === 'errors') body.errors = { email: ['Correo inválido.'], name: 7 };
          if (good === 'data') body.data = { message: 'Dato.' };
          const read = httpApiError(422, body);
          if (good === 'message') expect(read.serverMessage).toBe('Mensaje.');
          if (good === 'errors') expect(read.fieldErrors).toEqual({ email: ['Correo inválido.'] });
          // data.message is the message unless the body has a readable message of its own.
          const ownMessage = typeof a === 'string' && a.trim() !== '' ? a : undefined;
          if (good === 'data') expect(read.serverMessage).toBe(ownMessage ?? 'Dato.');
        }),
        { numRuns: 300 },
      );
    });

    it('any JSON at all reads as a body (possibly empty), never as a crash', () => {
      fc.assert(
        fc.property(fc.jsonValue(), (raw) => {
          expect(() => httpApiError(500, raw)).not.toThrow();
        }),
      );
    });
  });
});

describe('requestJson', () => {
  const schema = z.object({ id: z.number() });

  it('parses the answer with the schema', async () => {
    server.use(mock.get('http://api.test/api/web/thing', () => HttpResponse.json({ id: 7, extra: true })));
    expect(await requestJson(schema, () => api.get('api/web/thing'))).toEqual({ id: 7 });
  });

  it('an answer the schema cannot read is a parse error with status 200', async () => {
    server.use(mock.get('http://api.test/api/web/thing', () => HttpResponse.json({ id: 'siete' })));
    expect(await caught(requestJson(schema, () => api.get('api/web/thing')))).toMatchObject({
      status: 200,
      kind: 'parse',
    });
    server.use(mock.get('http://api.test/api/web/thing', () => new HttpResponse('<html>ok</html>')));
    expect(await caught(requestJson(schema, () => api.get('api/web/thing')))).toMatchObject({ kind: 'parse' });
  });

  it('a 204 reads as null', async () => {
    server.use(mock.get('http://api.test/api/web/thing', () => new HttpResponse(null, { status: 204 })));
    expect(await requestJson(z.null(), () => api.get('api/web/thing'))).toBeNull();
  });

  it('an error answer is an http ApiError with what its body and headers say', async () => {
    server.use(
      mock.get('http://api.test/api/web/thing', () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    );
    expect(await caught(requestJson(schema, () => api.get('api/web/thing')))).toMatchObject({
      status: 429,
      kind: 'http',
      serverMessage: 'Too Many Attempts.',
      retryAfterSeconds: 30,
    });
    server.use(mock.get('http://api.test/api/web/thing', () => new HttpResponse('<html>500</html>', { status: 500 })));
    expect(await caught(requestJson(schema, () => api.get('api/web/thing')))).toMatchObject({
      status: 500,
      kind: 'http',
      serverMessage: undefined,
    });
  });

  it('no answer at all is a network error with status 0', async () => {
    server.use(mock.get('http://api.test/api/web/thing', () => HttpResponse.error()));
    expect(await caught(requestJson(schema, () => api.get('api/web/thing')))).toMatchObject({
      status: 0,
      kind: 'network',
    });
  });

  it('an ApiError thrown by the send is passed on as it is', async () => {
    const own = new ApiError({ status: 0, kind: 'too-large' });
    expect(await caught(requestJson(schema, () => Promise.reject(own)))).toBe(own);
  });
});

describe('answers the site cannot use reach the error tracker', () => {
  const schema = z.object({ id: z.number() });

  it('a 5xx and an unreadable body: by the URL and status; a 4xx or no answer are not reported', async () => {
    server.use(mock.get('http://api.test/api/web/medical_entity', () => new HttpResponse(null, { status: 503 })));
    await caught(requestJson(schema, () => api.get('api/web/medical_entity', { searchParams: { name: 'Ana' } })));
    server.use(mock.get('http://api.test/api/web/thing', () => HttpResponse.json({ id: 'siete' })));
    await caught(requestJson(schema, () => api.get('api/web/thing')));
    server.use(mock.post('http://api.test/api/web/contact_form', () => new HttpResponse(null, { status: 502 })));
    await caught(sendJson('post', 'api/web/contact_form', {}));
    server.use(mock.get('http://api.test/api/web/other', () => HttpResponse.json({}, { status: 422 })));
    await caught(requestJson(schema, () => api.get('api/web/other')));
    server.use(mock.get('http://api.test/api/web/other', () => HttpResponse.error()));
    await caught(requestJson(schema, () => api.get('api/web/other')));
    expect(unusable).toEqual([
      ['http://api.test/api/web/medical_entity?name=Ana', 503, 'server error'],
      ['http://api.test/api/web/thing', 200, 'unreadable body'],
      ['http://api.test/api/web/contact_form', 502, 'server error'],
    ]);
  });
});

describe('sendJson: one rule for a send whose outcome is unknown', () => {
  it('resolves on success without reading the body, and sends the JSON', async () => {
    let received: unknown;
    server.use(
      mock.post('http://api.test/api/web/thing', async ({ request }) => {
        received = await request.json();
        return new HttpResponse('not json', { status: 200 });
      }),
    );
    await expect(sendJson('post', 'api/web/thing', { message: 'Hola' })).resolves.toBeUndefined();
    expect(received).toEqual({ message: 'Hola' });
  });

  it('an answer that refuses the send is a plain failure: 422 with its field errors, 500, 401', async () => {
    server.use(
      mock.post('http://api.test/api/web/thing', () =>
        HttpResponse.json({ message: 'Datos inválidos.', errors: { email: ['Correo inválido.'] } }, { status: 422 }),
      ),
    );
    expect(await caught(sendJson('post', 'api/web/thing', {}))).toMatchObject({
      status: 422,
      kind: 'http',
      fieldErrors: { email: ['Correo inválido.'] },
    });
    for (const status of [500, 401]) {
      server.use(mock.post('http://api.test/api/web/thing', () => HttpResponse.json({}, { status })));
      expect(await caught(sendJson('post', 'api/web/thing', {}))).toMatchObject({ status, kind: 'http' });
    }
  });

  it.each([502, 503, 504])('a proxy’s %i may have been delivered: unconfirmed', async (status) => {
    server.use(mock.put('http://api.test/api/web/thing', () => new HttpResponse('<html>', { status })));
    expect(await caught(sendJson('put', 'api/web/thing', {}))).toMatchObject({ status, kind: 'unconfirmed' });
  });

  it('no answer at all (the connection lost) is unconfirmed too', async () => {
    server.use(mock.post('http://api.test/api/web/thing', () => HttpResponse.error()));
    expect(await caught(sendJson('post', 'api/web/thing', {}))).toMatchObject({ status: 0, kind: 'unconfirmed' });
  });

  it('waits longer than the edge (nginx answers 504 after EDGE_READ_TIMEOUT_MS), then is unconfirmed', async () => {
    expect(SEND_TIMEOUT_MS).toBeGreaterThan(EDGE_READ_TIMEOUT_MS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(mock.post('http://api.test/api/web/slow', () => new Promise<Response>(() => {})));
      const sent = caught(sendJson('post', 'api/web/slow', {}));
      let settled = false;
      void sent.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(EDGE_READ_TIMEOUT_MS);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      expect(await sent).toMatchObject({ status: 0, kind: 'unconfirmed' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a read that never answers', () => {
  const schema = z.object({ ok: z.boolean() });
  it('times out after 20 s as kind "timeout"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(mock.get('http://api.test/api/web/hangs', () => new Promise<Response>(() => {})));
      const read = caught(requestJson(schema, () => api.get('api/web/hangs')));
      await vi.advanceTimersByTimeAsync(20_001);
      expect(await read).toMatchObject({ status: 0, kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an early call (boot.ts) that timed out is a timeout at once, not asked again', async () => {
    let asked = 0;
    server.use(
      mock.get('http://api.test/api/web/early', () => {
        asked += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    answerEarlyFrom(earlyAnswersOf({ 'http://api.test/api/web/early': Promise.resolve('timeout') }));
    expect(await caught(requestJson(schema, () => api.get('api/web/early')))).toMatchObject({ kind: 'timeout' });
    expect(asked).toBe(0);
  });
});

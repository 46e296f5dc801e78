// @vitest-environment node
/** The failure switch (mocks/failures.ts), and the handlers served over real HTTP (mocks/http-server.ts). */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { bypass } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { residencyErrorSchema, RESIDENCY_TITLE } from '@/api/residency-mail';
import { provincesResponseSchema } from '@/api/geography';
import { imagingResponseSchema } from '@/api/member/imaging';
import { invoicesResponseSchema } from '@/api/member/invoices';
import { laboratoryResponseSchema } from '@/api/member/laboratory';
import { preInvoicesResponseSchema } from '@/api/member/pre-invoices';
import { documentTypesResponseSchema } from '@/api/member/document-types';
import { loginResponseSchema } from '@/api/member/login';
import { pharmaciesResponseSchema } from '@/api/pharmacies';
import {
  clearFailureRules,
  getFailureRules,
  MALFORMED_BODY,
  parseFailureRules,
  setFailureRules,
} from '../../mocks/failures';
import { createMockApiApp } from '../../mocks/http-server';
import { documented } from '../utils/documented-shapes';

const API = 'http://api.test';

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
const putJson = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

afterEach(() => clearFailureRules());

describe('parseFailureRules (MOCK_FAIL and localStorage syntax)', () => {
  it('reads "[METHOD ]PATH=STATUS[@DELAY]" entries separated by commas', () => {
    expect(
      parseFailureRules(
        'GET /api/web/pharmacy=500, POST /api/web/member/login=401,/api/web/provinces=malformed,get /api/web/member/*=slow@2000,* /x=network',
      ),
    ).toEqual([
      { method: 'GET', path: '/api/web/pharmacy', status: 500 },
      { method: 'POST', path: '/api/web/member/login', status: 401 },
      { path: '/api/web/provinces', status: 'malformed' },
      { method: 'GET', path: '/api/web/member/*', status: 'slow', delay: 2000 },
      { path: '/x', status: 'network' },
    ]);
    expect(parseFailureRules('')).toEqual([]);
    expect(parseFailureRules(undefined)).toEqual([]);
  });

  it('throws on a typo', () => {
    expect(() => parseFailureRules('GET /api/web/pharmacy')).toThrow(/Bad failure rule/);
    expect(() => parseFailureRules('GET /api/web/pharmacy=boom')).toThrow(/Bad failure rule/);
  });
});

describe('the failure switch', () => {
  it("makes one endpoint answer a chosen status with the API's own body, leaving the rest alone", async () => {
    setFailureRules([{ method: 'GET', path: '/api/web/pharmacy', status: 500 }]);
    expect(await call('/api/web/pharmacy?page=1&pagination=5')).toEqual({
      status: 500,
      body: { message: 'Server Error' },
    });
    expect((await call('/api/web/provinces')).status).toBe(200);
  });

  it('matches the method when given, any method otherwise', async () => {
    setFailureRules([{ method: 'POST', path: '/api/web/member/login', status: 401 }]);
    expect((await call('/api/web/member/tipdoc')).status).toBe(200);
    const login = await call('/api/web/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numdoc: '30111222', tipdoc: '1', password: '30111222' }),
    });
    expect(login).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });

    setFailureRules([{ path: '/api/web/provinces', status: 503 }]);
    expect((await call('/api/web/provinces')).status).toBe(503);
  });

  it('supports :params and * wildcards, on any origin', async () => {
    setFailureRules(parseFailureRules('/api/web/member/*=500,GET /api/web/moreau/execute/:a/:b/:c=404'));
    expect((await call('/api/web/member/invoices')).status).toBe(500);
    expect((await call('/api/web/member/tipdoc')).status).toBe(500);
    const moreau = await fetch('https://elsewhere.example/api/web/moreau/execute/a/1/19800101');
    expect(moreau.status).toBe(404);
    expect((await call('/api/web/medical_entity')).status).toBe(200);
  });

  it('gives 422 and the residency endpoint their own shapes, and honours a custom body', async () => {
    setFailureRules([
      { path: '/api/web/contact_form', status: 422 },
      { path: '/api/admin/medical_residence_mail', status: 422 },
      { path: '/api/web/provinces', status: 418, body: { message: 'Soy una tetera' } },
    ]);
    const contact = await call('/api/web/contact_form', { method: 'POST' });
    expect(contact.status).toBe(422);
    expect(contact.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    const residency = await call('/api/admin/medical_residence_mail', { method: 'PUT' });
    expect(residency.status).toBe(422);
    expect(residencyErrorSchema.safeParse(residency.body).success).toBe(true);
    expect(await call('/api/web/provinces')).toEqual({ status: 418, body: { message: 'Soy una tetera' } });
  });

  it("'malformed' answers 200 with a body that breaks every response schema", async () => {
    setFailureRules([{ path: '/api/*', status: 'malformed' }]);
    const provinces = await call('/api/web/provinces');
    expect(provinces.status).toBe(200);
    expect(provinces.body).toEqual(MALFORMED_BODY);
    for (const schema of [
      provincesResponseSchema,
      pharmaciesResponseSchema,
      documentTypesResponseSchema,
      loginResponseSchema,
      imagingResponseSchema,
      invoicesResponseSchema,
      preInvoicesResponseSchema,
      laboratoryResponseSchema,
    ]) {
      expect(schema.safeParse(provinces.body).success).toBe(false);
    }
  });

  it("'network' makes the request fail", async () => {
    setFailureRules([{ path: '/api/web/provinces', status: 'network' }]);
    await expect(fetch(`${API}/api/web/provinces`)).rejects.toThrow();
  });

  it("'slow' answers normally after the delay; `times` limits a rule", async () => {
    setFailureRules([{ path: '/api/web/provinces', status: 'slow', delay: 120 }]);
    const started = Date.now();
    expect((await call('/api/web/provinces')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    setFailureRules([{ path: '/api/web/provinces', status: 500, times: 2 }]);
    expect((await call('/api/web/provinces')).status).toBe(500);
    expect((await call('/api/web/provinces')).status).toBe(500);
    expect((await call('/api/web/provinces')).status).toBe(200);
    expect(getFailureRules()).toEqual([]);
  });

  it('is controlled at run time by PUT/GET/DELETE /__mock/failures', async () => {
    const put = await call(
      '/__mock/failures',
      putJson({ rules: [{ method: 'get', path: '/api/web/pharmacy', status: 500 }] }),
    );
    expect(put).toEqual({ status: 200, body: { rules: [{ method: 'GET', path: '/api/web/pharmacy', status: 500 }] } });
    expect((await call('/api/web/pharmacy')).status).toBe(500);

    await call('/__mock/failures', putJson({ rules: 'GET /api/web/pharmacy=401' }));
    expect((await call('/api/web/pharmacy')).status).toBe(401);
    expect(await call('/__mock/failures')).toEqual({
      status: 200,
      body: { rules: [{ method: 'GET', path: '/api/web/pharmacy', status: 401 }] },
    });

    const del = await fetch(`${API}/__mock/failures`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await call('/api/web/pharmacy')).status).toBe(200);
  });

  it('rejects a bad control request with 400', async () => {
    expect((await call('/__mock/failures', putJson({ rules: [{ path: '/x', status: 'boom' }] }))).status).toBe(400);
    expect((await call('/__mock/failures', putJson({ rules: 'nonsense' }))).status).toBe(400);
    expect((await call('/__mock/failures', { method: 'PUT', body: 'not json' })).status).toBe(400);
  });
});

describe('the handlers over real HTTP (mocks/http-server.ts)', () => {
  let httpServer: Server;
  let base = '';
  // msw intercepts fetch in this process; bypass() sends the request to the real server.
  const real = (path: string, init?: RequestInit) => fetch(bypass(`${base}${path}`, init));

  beforeAll(async () => {
    const app = createMockApiApp({ failures: parseFailureRules('GET /api/web/pharmacy=503') });
    await new Promise<void>((resolve) => {
      httpServer = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

  it("serves lists with links on the server's own origin", async () => {
    const res = await real('/api/web/provinces?pagination=10');
    expect(res.status).toBe(200);
    // Only the HTTP adapter sets this: proof the request left msw's interception.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = documented.provinces.parse(await res.json());
    expect(page.links.next).toBe(`${base}/api/web/provinces?pagination=10&page=2`);
  });

  it('applies the initial failure rules (MOCK_FAIL)', async () => {
    setFailureRules(parseFailureRules('GET /api/web/pharmacy=503'));
    const res = await real('/api/web/pharmacy');
    expect(res.status).toBe(503);
  });

  it('parses multipart bodies streamed over HTTP', async () => {
    const body = new FormData();
    body.append('name', 'Ana');
    body.append('title', 'Trabaja con nosotros');
    body.append('email', 'ana@correo.example');
    body.append('message', 'Enfermería');
    body.append('contact_form_type_id', '5');
    body.append('attachment', new Blob(['cv'], { type: 'application/pdf' }), 'cv.pdf');
    const ok = await real('/api/web/contact_form', { method: 'POST', body });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'ok' });

    const bad = new FormData();
    bad.append('attachment', 'texto');
    const invalid = await real('/api/web/contact_form', { method: 'POST', body: bad });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toHaveProperty('attachment');
  });

  it('answers the residency 204 with no body', async () => {
    const res = await real('/api/admin/medical_residence_mail', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: RESIDENCY_TITLE,
        speciality: 'Clínica Médica',
        name: 'Juan',
        telephone: '1',
        email: 'juan@correo.example',
        doc_type: '1',
        dni: '1',
        birthdate: '',
        country: '',
        address: '',
        university: '',
        average: '',
        cellphone: '',
        file_name: 'cv',
        file_ext: 'pdf',
        cv: 'Y3Y=',
      }),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const res = await real('/api/web/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });

  it('drops the connection for a network failure, and is controlled over HTTP', async () => {
    const put = await real('/__mock/failures', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: 'GET /api/web/provinces=network' }),
    });
    expect(put.status).toBe(200);
    await expect(real('/api/web/provinces')).rejects.toThrow();
    expect((await real('/__mock/failures', { method: 'DELETE' })).status).toBe(204);
    expect((await real('/api/web/provinces')).status).toBe(200);
  });
});

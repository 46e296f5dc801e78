// @vitest-environment node
/** Contract tests of the mock API's member calls (msw node server, plain fetch). */
import { describe, expect, it } from 'vitest';
import { laboratoryResponseSchema } from '@/api/member/laboratory';
import { loginResponseSchema } from '@/api/member/login';
import { documented } from '../utils/documented-shapes';
import { DEMO_MEMBER, DEMO_MEMBER_EMPTY, DEMO_MEMBER_SPARSE } from '../../mocks/data/members';

const API = 'http://api.test';
const PREFACTURA = 'http://prefactura.test';

async function call(path: string, init: RequestInit & { json?: unknown; token?: string } = {}, base = API) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function login(numdoc: string, tipdoc: string, password: string) {
  const { status, body } = await call('/api/web/member/login', { method: 'POST', json: { numdoc, tipdoc, password } });
  expect(status).toBe(200);
  return loginResponseSchema.parse(body);
}

describe('document types', () => {
  it('is a public map of value to label', async () => {
    const { status, body } = await call('/api/web/member/tipdoc');
    expect(status).toBe(200);
    expect(documented.documentTypes.parse(body)).toEqual({
      '1': 'DNI',
      '2': 'LE',
      '3': 'LC',
      '4': 'Pasaporte',
      '5': 'CI',
    });
  });
});

describe('login', () => {
  it('answers a token and the member for the demo credentials (password = ID number)', async () => {
    const session = await login('30111222', '1', '30111222');
    expect(session.access_token).toMatch(/^mock\.1\./);
    expect(session.member.full_name).toBe('María Laura González');
    expect(session.member.personal_id).toBe('30111222');
  });

  it('accepts numbers and a dotted document number', async () => {
    const { status, body } = await call('/api/web/member/login', {
      method: 'POST',
      json: { numdoc: '4.567.890', tipdoc: 2, password: 4567890 },
    });
    expect(status).toBe(200);
    const session = loginResponseSchema.parse(body);
    expect(session.member.email).toBe('');
    expect(session.member.phone).toBe('');
    expect(session.member.membership_number).toBe('98765');
  });

  it('issues the same token every time (stateless)', async () => {
    const a = await login('30111222', '1', '30111222');
    const b = await login('30111222', '1', '30111222');
    expect(a.access_token).toBe(b.access_token);
  });

  it('answers 401 "Credenciales inválidas." for a wrong password, number or type', async () => {
    for (const json of [
      { numdoc: '30111222', tipdoc: '1', password: '123' },
      { numdoc: '99999999', tipdoc: '1', password: '99999999' },
      { numdoc: '30111222', tipdoc: '4', password: '30111222' },
    ]) {
      const { status, body } = await call('/api/web/member/login', { method: 'POST', json });
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Credenciales inválidas.' });
    }
  });

  it('answers 422 with field errors when fields are missing', async () => {
    const { status, body } = await call('/api/web/member/login', { method: 'POST', json: { numdoc: '' } });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: expect.stringContaining('(y 2 errores más)'),
      errors: { numdoc: [expect.any(String)], tipdoc: [expect.any(String)], password: [expect.any(String)] },
    });
    const unknownType = await call('/api/web/member/login', {
      method: 'POST',
      json: { numdoc: '1', tipdoc: '9', password: '1' },
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body?.errors).toHaveProperty('tipdoc');
  });

  it('answers 422 for a body that is not JSON', async () => {
    const { status } = await call('/api/web/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(status).toBe(422);
  });
});

describe('bearer auth on member calls', () => {
  const memberCalls = [
    '/api/web/member/appointments?page=1',
    '/api/web/member/invoices',
    '/api/web/member/laboratory',
    '/api/web/moreau/execute/Maria/30111222/19830514',
  ];

  it.each(memberCalls)('%s answers 401 without a token', async (path) => {
    const { status, body } = await call(path);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(memberCalls)('%s answers 401 with a bad or forged token', async (path) => {
    for (const token of ['nope', 'mock.1.0000000000000000', 'mock.99.ac0cfaaa6628bd14']) {
      const { status } = await call(path, { token });
      expect(status).toBe(401);
    }
    const wrongScheme = await call(path, { headers: { authorization: 'Basic abc' } });
    expect(wrongScheme.status).toBe(401);
  });
});

describe('member data', () => {
  it('pages appointments 5 at a time', async () => {
    const { access_token: token } = await login('30111222', '1', '30111222');
    const total = DEMO_MEMBER.appointments.length;
    const first = documented.appointments.parse((await call('/api/web/member/appointments?page=1', { token })).body);
    expect(first.data).toHaveLength(5);
    expect(first.meta).toEqual({ current_page: 1, from: 1, to: 5, total });
    expect(first.links.next).toBe(`${API}/api/web/member/appointments?page=2`);
    const lastPage = Math.ceil(total / 5);
    const last = documented.appointments.parse(
      (await call(`/api/web/member/appointments?page=${lastPage}`, { token })).body,
    );
    expect(last.data).toHaveLength(total - (lastPage - 1) * 5);
    expect(last.links.next).toBeNull();
    // `pagination` does not change the fixed page size.
    const big = documented.appointments.parse(
      (await call('/api/web/member/appointments?page=1&pagination=100', { token })).body,
    );
    expect(big.data).toHaveLength(5);
  });

  it('answers an empty page for the member without appointments', async () => {
    const { access_token: token } = await login(DEMO_MEMBER_EMPTY.numdoc, '1', DEMO_MEMBER_EMPTY.password);
    const page = documented.appointments.parse((await call('/api/web/member/appointments?page=1', { token })).body);
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({ current_page: 1, from: null, to: null, total: 0 });
  });

  it('answers the imaging studies for matching segments, [] otherwise, 422 for a bad date', async () => {
    const { access_token: token } = await login('30111222', '1', '30111222');
    const own = documented.imaging.parse(
      (await call('/api/web/moreau/execute/MARÍA/30111222/19830514', { token })).body,
    );
    expect(own).toHaveLength(DEMO_MEMBER.studies.length);
    expect(own.map((s) => s.Estado)).toContain('Finalizado');
    expect(own.map((s) => s.Estado)).toContain('En proceso');

    for (const path of [
      '/api/web/moreau/execute/Maria/30111222/19900101',
      '/api/web/moreau/execute/Carlos/4567890/19481102', // another member's data
      '/api/web/moreau/execute/Laura/30111222/19830514',
    ]) {
      const { status, body } = await call(path, { token });
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
    const bad = await call('/api/web/moreau/execute/Maria/30111222/1983-05-14', { token });
    expect(bad.status).toBe(422);
  });

  it('answers invoices in every state and the lab link', async () => {
    const { access_token: token } = await login('30111222', '1', '30111222');
    const invoices = documented.invoices.parse((await call('/api/web/member/invoices', { token })).body);
    expect(new Set(invoices.data.map((i) => i.estado))).toEqual(new Set(['Impago', 'Parcial', 'Saldado']));
    expect(new Set(invoices.data.map((i) => i.download))).toEqual(new Set(['si', 'no']));
    const lab = laboratoryResponseSchema.parse((await call('/api/web/member/laboratory', { token })).body);
    expect(lab.memberLaboratory?.link).toMatch(/^https:\/\//);

    const sparse = await login(DEMO_MEMBER_SPARSE.numdoc, '2', DEMO_MEMBER_SPARSE.password);
    const sparseInvoices = documented.invoices.parse(
      (await call('/api/web/member/invoices', { token: sparse.access_token })).body,
    );
    expect(sparseInvoices.data[0]?.factura).toBe('31000452');
  });

  it('answers pre-invoices by dni on any host, without a token', async () => {
    const ok = await call('/api/web/prefactura', { method: 'POST', json: { dni: '30111222' } }, PREFACTURA);
    expect(ok.status).toBe(200);
    expect(documented.prefactura.parse(ok.body).prefactura).toHaveLength(DEMO_MEMBER.preInvoices.length);
    const asNumber = await call(
      '/api/web/prefactura',
      { method: 'POST', json: { dni: 30111222 } },
      'https://other.example',
    );
    expect(documented.prefactura.parse(asNumber.body).prefactura.length).toBeGreaterThan(0);
    const unknown = await call('/api/web/prefactura', { method: 'POST', json: { dni: '1' } }, PREFACTURA);
    expect(unknown.body).toEqual({ prefactura: [] });
    const missing = await call('/api/web/prefactura', { method: 'POST', json: {} }, PREFACTURA);
    expect(missing.status).toBe(422);
    expect(missing.body?.errors).toHaveProperty('dni');
  });
});

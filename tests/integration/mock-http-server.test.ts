// @vitest-environment node
/**
 * The mock API as a real HTTP server (mocks/http-server.ts), as the e2e suite and `npm start` meet it: it answers
 * like an API (JSON, never a stack trace), caps bodies, guards its control endpoints, and keeps each e2e test's
 * failure rules to that test's browser (the `mock-scope` cookie).
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFailureRules } from '../../mocks/failures';
import { createMockApiApp, MAX_MOCK_BODY_BYTES } from '../../mocks/http-server';

let httpServer: Server;
let base = '';
const real = (path: string, init?: RequestInit) => fetch(bypass(`${base}${path}`, init));
const scoped = (scope: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: `mock-scope=${scope}` },
});

beforeAll(async () => {
  const app = createMockApiApp({ failures: [] });
  await new Promise<void>((resolve) => {
    httpServer = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));
afterEach(() => clearFailureRules());

describe('failure rules scoped to one browser context', () => {
  it('applies a rule only to requests that carry the cookie of the control request that set it', async () => {
    const put = await real(
      '/__mock/failures',
      scoped('test-a', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ method: 'GET', path: '/api/web/pharmacy', status: 500 }] }),
      }),
    );
    expect(put.status).toBe(200);
    expect((await real('/api/web/pharmacy', scoped('test-a'))).status).toBe(500);
    expect((await real('/api/web/pharmacy', scoped('test-b'))).status).toBe(200);
    expect((await real('/api/web/pharmacy')).status).toBe(200);
    // Each scope sees and clears only its own rules.
    expect(await (await real('/__mock/failures', scoped('test-b'))).json()).toEqual({ rules: [] });
    expect((await real('/__mock/failures', scoped('test-b', { method: 'DELETE' }))).status).toBe(204);
    expect((await real('/api/web/pharmacy', scoped('test-a'))).status).toBe(500);
    expect((await real('/__mock/failures', scoped('test-a', { method: 'DELETE' }))).status).toBe(204);
    expect((await real('/api/web/pharmacy', scoped('test-a'))).status).toBe(200);
  });
});

describe('answers like an API, never with a stack trace', () => {
  it('a multipart body it cannot read is a 400 JSON answer', async () => {
    const res = await real('/api/web/contact_form', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: 'garbage',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Bad Request' });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('bad JSON on a JSON endpoint is a 422 with field errors, as Laravel answers', async () => {
    const res = await real('/api/web/contact_form', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toHaveProperty('errors');
  });

  it(`a body over ${MAX_MOCK_BODY_BYTES / 1024 / 1024} MiB is a 413 JSON answer`, async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/api/web/contact_form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(MAX_MOCK_BODY_BYTES + 1) },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(413);
  });

  it('answers its control endpoints on loopback hosts only', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/__mock/failures`, { headers: { host: 'saludplena.example' } });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect((await real('/__mock/failures')).status).toBe(200);
  });
});

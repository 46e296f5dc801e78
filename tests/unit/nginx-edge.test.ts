// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { server as inProcessMock } from '../../mocks/node';
import { freePort, startNginx, stopServer, type NginxServer } from '../utils/nginx-server';
import { tokenFor } from '../../mocks/lib/auth';

/**
 * The edge itself (issue 24): deploy/http.conf and deploy/site.conf under Debian's nginx, through
 * scripts/start-nginx.ts (the e2e gate's server) in front of the mock API, on a port and with an access log of
 * their own. What goes into the access and error logs, the body limits, and the limits on login attempts and form
 * sends.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

describe.skipIf(!existsSync(NGINX))('the edge (nginx with deploy/site.conf)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-edge-'));
  const accessLog = path.join(dir, 'access.log');
  let base = '';
  let server: NginxServer | undefined;
  const output = () => server?.output() ?? '';
  const SCRIPT = `export const rows = [${'"una fila de la cartilla", '.repeat(200)}];\n`;

  beforeAll(async () => {
    // The in-process mock (tests/setup.ts) would answer these requests itself: they must reach nginx.
    inProcessMock.close();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    // A script as `npm run build` leaves it: with its precompressed copies (scripts/precompress.mjs).
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js.gz'), gzipSync(SCRIPT));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startNginx(
      { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir, ACCESS_LOG: accessLog },
      () =>
        fetch(`${base}/__mock/failures`).then(
          (r) => r.ok,
          () => false,
        ),
    );
  }, 40_000);

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
    inProcessMock.listen({ onUnhandledRequest: 'error' });
  });

  it("sends a script's precompressed copy by what the browser accepts: Brotli, else gzip", async () => {
    const get = (acceptEncoding: string) =>
      // node's fetch decodes the body: the text is the script whichever copy came.
      fetch(`${base}/assets/entry-abc.js`, { headers: { 'Accept-Encoding': acceptEncoding } });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(SCRIPT);

    const gzip = await get('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);

    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('writes no member data to the access log: no imaging path segments, no query of an API call', async () => {
    const { full_name, personal_id, born_date } = DEMO_MEMBER.member;
    const firstName = full_name.split(' ')[0]!;
    const birth = (born_date ?? '').replaceAll('-', '');
    expect(birth).toMatch(/^\d{8}$/);
    const auth = { Authorization: `Bearer ${tokenFor(DEMO_MEMBER)}`, Accept: 'application/json' };
    const imaging = await fetch(
      `${base}/api/web/moreau/execute/${encodeURIComponent(firstName)}/${personal_id}/${birth}`,
      { headers: auth },
    );
    expect(imaging.status).toBe(200);
    // The same call spelled another way (%6D is 'm'): nginx normalises the path before it decides.
    await fetch(`${base}/api/web/%6Doreau/execute/${encodeURIComponent(firstName)}/${personal_id}/${birth}`, {
      headers: auth,
    });
    expect((await fetch(`${base}/api/web/member/appointments?page=2`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${base}/cartilla-medica?name=clinica`)).status).toBe(200);
    // nginx writes a line when the answer is done; give the worker a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /api/web/moreau/- HTTP/1.1" 200');
    expect(log).toContain('"GET /api/web/member/appointments HTTP/1.1" 200');
    expect(log).toContain('"GET /cartilla-medica?name=clinica HTTP/1.1" 200');
    for (const secret of [personal_id, birth, firstName, encodeURIComponent(firstName), 'page=2', 'Bearer'])
      expect(log).not.toContain(secret);
  });

  it('answers 429 with Retry-After to quick login attempts past the burst; other calls are never limited', async () => {
    const statuses: number[] = [];
    let tooMany: Response | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await fetch(`${base}/api/web/member/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ tipdoc: '1', numdoc: DEMO_MEMBER.numdoc, password: `guess-${attempt}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) tooMany ??= response;
      else await response.arrayBuffer();
    }
    // A burst of 20 after the first (nginx counts the first too), then one attempt every 6 s.
    const firstRefused = statuses.indexOf(429);
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(firstRefused).toBeGreaterThanOrEqual(21);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(17);
    expect(tooMany?.headers.get('retry-after')).toBe('6');
    expect(tooMany?.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await tooMany?.json()).toEqual({ message: expect.stringMatching(/Esperá/) });

    // Still limited for this address; the rest of the API, the login's other methods and /__mock are not.
    expect((await fetch(`${base}/api/web/provinces`)).status).toBe(200);
    expect((await fetch(`${base}/api/web/member/login`)).status).not.toBe(429);
    expect((await fetch(`${base}/__mock/failures`)).status).toBe(200);
  });

  it('takes 64 KiB at most outside the sends with files: a 1 MB login body is refused before the API', async () => {
    const response = await fetch(`${base}/api/web/member/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ tipdoc: '1', numdoc: DEMO_MEMBER.numdoc, password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    // The contact form takes the same megabyte (files travel there): the API answers, not nginx.
    const contact = await fetch(`${base}/api/web/contact_form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
    });
    expect(contact.status).not.toBe(413);
    await contact.arrayBuffer();
  });

  it('answers 429 with Retry-After to quick contact sends past the burst, in the API shape', async () => {
    const statuses: number[] = [];
    let tooMany: Response | undefined;
    for (let send = 0; send < 30; send++) {
      const response = await fetch(`${base}/api/web/contact_form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          name: 'Ana Pérez',
          title: 'Formulario de Contactos General',
          phone: '1144445555',
          email: 'ana@example.com',
          message: `<p>Consulta ${send}</p>`,
          contact_form_type_id: 1,
        }),
      });
      statuses.push(response.status);
      if (response.status === 429) tooMany ??= response;
      else await response.arrayBuffer();
    }
    // The size test above made one send already: this address had 10 of the burst left (nginx counts the first).
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThanOrEqual(9);
    expect(firstRefused).toBeLessThanOrEqual(11);
    expect(statuses.slice(0, firstRefused)).not.toContain(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(18);
    expect(tooMany?.headers.get('retry-after')).toBe('12');
    expect(tooMany?.headers.get('content-type')).toContain('application/json');
    expect(await tooMany?.json()).toEqual({ message: expect.stringMatching(/Esperá/) });

    // The residency send shares the limit; reading the contact types, and logging in, do not.
    const residency = await fetch(`${base}/api/admin/medical_residence_mail`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(residency.status).toBe(429);
    expect((await fetch(`${base}/api/web/contact_form_type?pagination=50`)).status).toBe(200);
  });

  it('keeps the imaging call out of the error log when its upstream fails', async () => {
    const { full_name, personal_id, born_date } = DEMO_MEMBER.member;
    const firstName = full_name.split(' ')[0]!;
    const birth = (born_date ?? '').replaceAll('-', '');
    const auth = { Authorization: `Bearer ${tokenFor(DEMO_MEMBER)}`, Accept: 'application/json' };
    const rules = [
      { method: 'GET', path: '/api/web/moreau/execute/:name/:id/:date', status: 'network' },
      { method: 'GET', path: '/api/web/member/appointments', status: 'network' },
    ];
    await fetch(`${base}/__mock/failures`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules }),
    });
    try {
      const imaging = await fetch(
        `${base}/api/web/moreau/execute/${encodeURIComponent(firstName)}/${personal_id}/${birth}`,
        {
          headers: auth,
        },
      );
      expect(imaging.status).toBe(502);
      // Another call failing the same way is logged, with its request line: the log is really read here.
      const appointments = await fetch(`${base}/api/web/member/appointments?page=1`, { headers: auth });
      expect(appointments.status).toBe(502);
      await expect.poll(output, { timeout: 5000 }).toContain('request: "GET /api/web/member/appointments');
    } finally {
      await fetch(`${base}/__mock/failures`, { method: 'DELETE' });
    }
    expect(output()).toContain('upstream');
    for (const secret of [personal_id, birth, encodeURIComponent(firstName), 'moreau'])
      expect(output()).not.toContain(secret);
  });
});

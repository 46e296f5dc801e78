// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { server as inProcessMock } from '../../mocks/node';
import { freePort, startNginx, stopServer, type NginxServer } from '../utils/nginx-server';
import { tokenFor } from '../../mocks/lib/auth';
import { documentedCalls } from '../../scripts/edge-config';

/**
 * The edge itself: deploy/http.conf and deploy/site.conf under Debian's nginx, through
 * scripts/start-nginx.ts (the e2e gate's server) in front of the mock API, on a port and with an access log of
 * their own. What goes into the access and error logs, the body limits, the limits on login attempts and form
 * sends, the calls let through, the headers of every answer; behind a trusted proxy; the TLS it offers.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const method = (call: { method: string }) => call.method;

/** Logs in as a client that a trusted proxy names in X-Forwarded-For; the answer's status. */
async function loginAs(base: string, client: string, attempt: number): Promise<number> {
  const response = await fetch(`${base}/api/web/member/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ tipdoc: '1', numdoc: DEMO_MEMBER.numdoc, password: `guess-${attempt}` }),
  });
  await response.arrayBuffer();
  return response.status;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request with its target exactly as written (`fetch` and `new URL` normalise `..`, `//` and some escapes away):
 * what a determined client sends, not what a browser sends.
 */
function rawRequest(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, method, path: target, headers: { Connection: 'close', ...headers }, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What the mock API received since the log was last emptied (mocks/http-server.ts: method and raw target). */
async function requestsReceived(base: string): Promise<string[]> {
  return ((await (await fetch(`${base}/__mock/requests`)).json()) as { requests: string[] }).requests;
}

/**
 * The file's servers start in one hook at the start of the file, one after another: each is a tsx process that loads
 * the mock API and the edge's config (seconds of a core). Started at once, on one core each took as long as all three
 * and missed its deadline; in a chain, the next one starts while the tests of the one before run. A describe
 * registers how its server starts (`serverOf`) and waits in its own hook for that one only.
 */
const starters = new Map<string, () => Promise<NginxServer>>();
const running = new Map<string, Promise<NginxServer>>();

function serverOf(name: string, skipped: boolean, start: () => Promise<NginxServer>) {
  if (!skipped) starters.set(name, start);
  return () => running.get(name)!;
}

beforeAll(() => {
  if (!starters.size) return;
  // The in-process mock (tests/setup.ts) would answer these requests itself: they must reach nginx.
  inProcessMock.close();
  let previous: Promise<unknown> = Promise.resolve();
  for (const [name, start] of starters) {
    const server = previous.then(start);
    // A server that fails to start fails its own describe's hook, not whichever test runs at that moment.
    previous = server.catch(() => {});
    running.set(name, server);
  }
});

afterAll(async () => {
  if (!running.size) return;
  await Promise.all(
    [...running.values()].map((server) =>
      server.then(
        (s) => stopServer(s.process),
        () => {},
      ),
    ),
  );
  inProcessMock.listen({ onUnhandledRequest: 'error' });
});

/**
 * Seconds, even with the other servers and test files starting beside it. start-nginx's own deadline (`within`) is
 * shorter, so a server that does not start fails with what it printed.
 */
const START_TIMEOUT = 15_000;
const within = 12_000;

describe.skipIf(!existsSync(NGINX))('the edge (nginx with deploy/site.conf)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-edge-'));
  const accessLog = path.join(dir, 'access.log');
  let base = '';
  let server: NginxServer | undefined;
  const output = () => server?.output() ?? '';
  const STRAY_SECRET = 'DB_PASSWORD=not-for-the-web';
  const SCRIPT = `export const rows = [${'"una fila de la cartilla", '.repeat(200)}];\n`;

  const started = serverOf('edge', !existsSync(NGINX), async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    // A script as `npm run build` leaves it: with its precompressed copies (scripts/precompress.mjs).
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'assets', 'entry-abc.js.gz'), gzipSync(SCRIPT));
    // Stray files left in the deployed folder: none may be served. /.well-known/ is public.
    mkdirSync(path.join(dir, '.git'));
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, '.well-known'));
    for (const stray of ['.env', '.git/config', 'docs/.htpasswd', 'assets/.env', 'assets/entry-abc.js.map'])
      writeFileSync(path.join(dir, stray), STRAY_SECRET);
    writeFileSync(path.join(dir, '.well-known', 'security.txt'), 'Contact: mailto:seguridad@example.com\n');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    return startNginx(
      { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir, ACCESS_LOG: accessLog },
      () =>
        fetch(`${base}/__mock/failures`).then(
          (r) => r.ok,
          () => false,
        ),
      { within },
    );
  });

  beforeAll(async () => {
    server = await started();
  }, START_TIMEOUT);

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
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

  it('sends the security headers on every answer, 404s included, and hides the API’s X-Powered-By', async () => {
    const answers = await Promise.all(
      ['/assets/entry-abc.js.map', '/mockServiceWorker.js', '/assets/missing.js', '/', '/api/__mock/echo'].map(
        async (address) => {
          const response = await fetch(`${base}${address}`);
          await response.arrayBuffer();
          return [address, response] as const;
        },
      ),
    );
    for (const [address, response] of answers) {
      const expected = address.startsWith('/api/') || address === '/' ? 200 : 404;
      expect(response.status, address).toBe(expected);
      expect(response.headers.get('content-security-policy'), address).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cross-origin-resource-policy'), address).toBe('same-origin');
      expect(response.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(response.headers.get('permissions-policy'), address).toContain('camera=()');
      expect(response.headers.get('x-powered-by'), address).toBeNull();
    }
  });

  it("ignores a client's own X-Forwarded-For: the API gets the connecting address", async () => {
    const echo = await fetch(`${base}/api/__mock/echo`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    const { headers } = (await echo.json()) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
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

  /**
   * Every call the mock gets answers 418 here, and the mock's request log lists what it received: a trick the edge
   * answers itself shows neither.
   */
  async function withApiTrap<T>(run: () => Promise<T>): Promise<T> {
    await fetch(`${base}/__mock/failures`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '*', status: 418 }] }),
    });
    await fetch(`${base}/__mock/requests`, { method: 'DELETE' });
    try {
      return await run();
    } finally {
      await fetch(`${base}/__mock/failures`, { method: 'DELETE' });
    }
  }

  it('answers a raw /api/ path that would reach another call itself, in the API shape; the API never sees it', async () => {
    const tricks = [
      '/api/admin/users/..%2F..%2Fweb/provinces',
      '/api/admin/users/%2E%2E%2F%2E%2E%2Fweb/provinces',
      '/api/admin/users/%2e%2e/%2e%2e/web/provinces',
      '/api/admin/users%2F..%2F..%2Fweb%2Fprovinces',
      '/api/admin/users/../../web/provinces',
      '/api/admin/./../web/provinces',
      '/api/web/./provinces',
      '//api/web/provinces',
      '/api//web/provinces',
      '/api/web/provinces//',
      '/api/admin%5C..%5C..%5Cweb/provinces',
      '/api/admin%5c..%5cweb/provinces',
      '/api/admin\\..\\web/provinces',
      '/api/web/provinces%252F..%252F..%252Fadmin',
      '/api/web/provinces/..',
      '/api/web/provinces?_method=DELETE',
      '/api/web/provinces?%5Fmethod=DELETE',
      '/api/web/provinces?.method=DELETE',
      '/api/web/provinces?page=1&_%6Dethod=PUT',
      '/api/web/member/login?_method=PUT',
    ];
    const { host } = new URL(base);
    const answers = await withApiTrap(async () => {
      const all: Array<[string, RawAnswer]> = [];
      for (const target of tricks) {
        const verb = target.includes('/login') ? 'POST' : 'GET';
        all.push([target, await rawRequest(base, verb, target, { 'Content-Type': 'application/json' }, '{}')]);
      }
      // An absolute-form request line is judged by its path too.
      const absolute = `http://${host}/api/admin/users/..%2F..%2Fweb/provinces`;
      all.push([absolute, await rawRequest(base, 'GET', absolute)]);
      // The same call written plainly does reach the API: the trap is armed.
      const plain = await rawRequest(base, 'GET', '/api/web/provinces');
      expect(plain.status).toBe(418);
      const received = await requestsReceived(base);
      expect(received).toEqual(['GET /api/web/provinces']);
      return all;
    });
    for (const [target, answer] of answers) {
      expect([400, 404], target).toContain(answer.status);
      expect(answer.headers['content-type'], target).toBe('application/json');
      expect(answer.headers['cache-control'], target).toBe('no-store');
      expect(answer.headers['content-security-policy'], target).toContain("default-src 'self'");
      expect(JSON.parse(answer.body), target).toEqual({ message: expect.stringMatching(/^(Bad Request|Not Found)$/) });
    }
  });

  it('refuses a send to the API from another site (Sec-Fetch-Site or Origin) with a 403 in the API shape', async () => {
    const origin = base;
    const send = (headers: Record<string, string>, verb = 'POST', target = '/api/web/prefactura') =>
      rawRequest(base, verb, target, { 'Content-Type': 'application/json', ...headers }, '{"dni":"1"}');
    const { refused, passed } = await withApiTrap(async () => {
      const refused = [
        await send({ 'Sec-Fetch-Site': 'cross-site' }),
        await send({ 'Sec-Fetch-Site': 'cross-site', Origin: origin }),
        await send({ Origin: 'https://evil.example' }),
        await send({ Origin: 'null' }),
        await send({ Origin: `${origin}.evil.example` }),
        await send({ Origin: 'https://evil.example' }, 'PUT', '/api/admin/medical_residence_mail'),
        await send({ 'Sec-Fetch-Site': 'cross-site' }, 'POST', '/api/web/contact_form'),
        await send({ Origin: 'https://evil.example' }, 'POST', '/api/web/member/login'),
        await send({ Origin: 'https://evil.example' }, 'DELETE', '/api/web/member/invoices'),
      ];
      expect(await requestsReceived(base)).toEqual([]);
      // The site's own page (same origin), a reader's GET from anywhere, and a client without either header.
      const passed = [
        await send({ 'Sec-Fetch-Site': 'same-origin', Origin: origin }),
        await send({ Origin: origin.toUpperCase().replace('HTTP://', 'http://') }),
        await send({}),
        await rawRequest(base, 'GET', '/api/web/provinces', {
          'Sec-Fetch-Site': 'cross-site',
          Origin: 'https://x.example',
        }),
      ];
      return { refused, passed };
    });
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({ message: 'Forbidden' });
    }
    expect(passed.map((answer) => answer.status)).toEqual([418, 418, 418, 418]);
  });

  it('passes no header that rewrites the request, names the site as X-Forwarded-Host, hides debug tokens', async () => {
    const { host, hostname } = new URL(base);
    const echo = await rawRequest(base, 'GET', '/api/__mock/echo', {
      Host: host,
      'X-HTTP-Method-Override': 'DELETE',
      'X-HTTP-Method': 'DELETE',
      'X-Method-Override': 'DELETE',
      'X-Original-URL': '/api/admin/users',
      'X-Rewrite-URL': '/api/admin/users',
      Forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Port': '8443',
      'X-Forwarded-Prefix': '/admin',
    });
    expect(echo.status).toBe(200);
    const {
      method: received,
      path: receivedPath,
      headers,
    } = JSON.parse(echo.body) as {
      method: string;
      path: string;
      headers: Record<string, string>;
    };
    expect([received, receivedPath]).toEqual(['GET', '/api/__mock/echo']);
    for (const name of [
      'x-http-method-override',
      'x-http-method',
      'x-method-override',
      'x-original-url',
      'x-rewrite-url',
      'forwarded',
      'x-forwarded-port',
      'x-forwarded-prefix',
    ])
      expect(headers[name], name).toBeUndefined();
    expect(headers['x-forwarded-host']).toBe(hostname);
    expect(echo.headers['x-debug-token']).toBeUndefined();
    expect(echo.headers['x-debug-token-link']).toBeUndefined();
    expect(echo.headers['x-powered-by']).toBeUndefined();
  });

  it('serves no file or folder whose name starts with a dot, nor a source map under /assets/; /.well-known/ is public', async () => {
    for (const target of [
      '/.env',
      '/%2Eenv',
      '/.git/config',
      '/docs/.htpasswd',
      '/assets/.env',
      '/assets/%2eenv',
      '/assets/entry-abc.js.map',
      '/assets/../.env',
    ]) {
      const answer = await rawRequest(base, 'GET', target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).not.toContain(STRAY_SECRET);
      expect(answer.headers['cache-control'], target).toBe('no-store');
      expect(answer.headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
    }
    const wellKnown = await rawRequest(base, 'GET', '/.well-known/security.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body).toContain('Contact:');
  });
});

describe.skipIf(!existsSync(NGINX))('the edge behind a trusted proxy (TRUSTED_PROXIES)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-proxied-'));
  let base = '';
  let server: NginxServer | undefined;

  const started = serverOf('proxied', !existsSync(NGINX), async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // This test is the balancer: it connects from 127.0.0.1 and names the visitor in X-Forwarded-For.
    return startNginx(
      { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir, TRUSTED_PROXIES: '127.0.0.1/32, ::1' },
      () =>
        fetch(`${base}/__mock/failures`).then(
          (r) => r.ok,
          () => false,
        ),
      { within },
    );
  });

  beforeAll(async () => {
    server = await started();
  }, START_TIMEOUT);

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets through every call of docs/api.md's tables, and answers anything else under /api/ itself", async () => {
    // Every call the mock gets answers 503 here: a 503 proves the call reached the API, a 404 that it did not.
    const calls = documentedCalls();
    const concrete = (apiPath: string) => apiPath.replace(/\{[^}]*\}/g, 'x');
    await fetch(`${base}/__mock/failures`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '/api/*', status: 503 }] }),
    });
    try {
      const reached: string[] = [];
      for (const { method, path: apiPath } of calls) {
        // Each call as another visitor: the login and send limits stay out of it.
        const response = await fetch(`${base}${concrete(apiPath)}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${reached.length + 1}` },
          body: method === 'GET' ? undefined : '{}',
        });
        await response.arrayBuffer();
        if (response.status === 503) reached.push(`${method} ${apiPath}`);
      }
      expect(reached).toEqual(calls.map((c) => `${method(c)} ${c.path}`));

      const refused = [
        ['POST', '/api/web/provinces'],
        ['DELETE', '/api/web/member/invoices'],
        ['GET', '/api/web/contact_form'],
        ['GET', '/api/admin/users'],
        ['PUT', '/api/admin/medical_residence_mail/extra'],
        ['POST', '/api/web/moreau/execute/a/b/c'],
        ['GET', '/api/web/moreau/execute/a/b'],
        ['GET', '/api/web/provinces.json'],
        ['GET', '/api/web/member/invoice/123.pdf'],
      ];
      for (const [verb, apiPath] of refused) {
        const response = await fetch(`${base}${apiPath}`, { method: verb });
        expect(response.status, `${verb} ${apiPath}`).toBe(404);
        expect(response.headers.get('content-type')).toBe('application/json');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
        expect(await response.json()).toEqual({ message: 'Not Found' });
      }
    } finally {
      await fetch(`${base}/__mock/failures`, { method: 'DELETE' });
    }
  });

  it('forwards the visitor the proxy names to the API, not an address the visitor wrote before it', async () => {
    // The visitor sent "6.6.6.6" itself; the balancer appended the address it saw.
    const echo = await fetch(`${base}/api/__mock/echo`, { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' } });
    const { headers } = (await echo.json()) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-real-ip']).toBe('203.0.113.7');
  });

  it('limits each visitor behind the proxy on its own: one past the burst does not hold up another', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) statuses.push(await loginAs(base, '203.0.113.10', attempt));
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses.slice(21)).toContain(429);
    expect(await loginAs(base, '203.0.113.11', 0)).toBe(401);
  });

  it('counts IPv6 visitors per /64: new addresses in the same network share one limit', async () => {
    const statuses: number[] = [];
    // Another address of the same /64 for every attempt.
    for (let attempt = 0; attempt < 25; attempt++)
      statuses.push(await loginAs(base, `2001:db8:1:2::${(attempt + 1).toString(16)}`, attempt));
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses.slice(21)).toContain(429);
    // The next /64 is another visitor.
    expect(await loginAs(base, '2001:db8:1:3::1', 0)).toBe(401);
  });

  it('counts an IPv4 visitor written as IPv4-mapped IPv6 as its IPv4 address, not as one shared /64', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) statuses.push(await loginAs(base, '::ffff:203.0.113.20', attempt));
    expect(statuses.slice(0, 21)).toEqual(Array(21).fill(401));
    expect(statuses.slice(21)).toContain(429);
    // The same visitor written plainly shares its allowance; its neighbour, in either spelling, does not.
    expect(await loginAs(base, '203.0.113.20', 0)).toBe(429);
    expect(await loginAs(base, '::ffff:203.0.113.21', 0)).toBe(401);
    expect(await loginAs(base, '203.0.113.22', 0)).toBe(401);
  });

  it('counts form sends by the login’s client key: an IPv6 visitor per /64', async () => {
    const sendAs = async (client: string) => {
      const response = await fetch(`${base}/api/web/contact_form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
        body: '{}',
      });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses: number[] = [];
    for (let send = 0; send < 14; send++) statuses.push(await sendAs(`2001:db8:5:6::${(send + 1).toString(16)}`));
    expect(statuses.slice(0, 11)).not.toContain(429);
    expect(statuses.slice(11)).toContain(429);
    expect(await sendAs('2001:db8:5:7::1')).not.toBe(429);
  });
});

describe('TRUSTED_PROXIES wider than a CDN’s range', () => {
  // Every other width: tests/unit/scripts/edge-config.test.ts.
  it('stops `npm run start:nginx` with a message that says why', () => {
    const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/start-nginx.ts'], {
      env: { ...process.env, TRUSTED_PROXIES: '127.0.0.1, 0.0.0.0/0' },
      encoding: 'utf8',
      timeout: 14_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/TRUSTED_PROXIES: "0\.0\.0\.0\/0" is wider than an IPv4 \/8 \(it is every address\)/);
  }, 15_000);
});

/** What `openssl s_client` makes of a handshake with the server: did it complete? */
function handshake(port: number, args: string[]): boolean {
  const result = spawnSync(
    'openssl',
    ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'localhost', ...args],
    { input: '', encoding: 'utf8', timeout: 15_000 },
  );
  return result.status === 0 && /Cipher is (?!\(NONE\))/.test(result.stdout);
}

describe.skipIf(!existsSync(NGINX) || !existsSync('/usr/bin/openssl'))('the TLS of TLS=1 npm run start:nginx', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-tls-'));
  let port = 0;
  let server: NginxServer | undefined;

  const started = serverOf('tls', !existsSync(NGINX) || !existsSync('/usr/bin/openssl'), async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    port = await freePort();
    const answers = () =>
      new Promise<boolean>((resolve) =>
        https
          .get(`https://127.0.0.1:${port}/`, { rejectUnauthorized: false }, (response) => {
            response.resume();
            resolve(response.statusCode === 200);
          })
          .on('error', () => resolve(false)),
      );
    return startNginx({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dir, TLS: '1' }, answers, {
      within,
    });
  });

  beforeAll(async () => {
    server = await started();
  }, START_TIMEOUT);

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
  });

  it('offers TLS 1.3 and, for TLS 1.2, ECDHE with AES-GCM or ChaCha20 only', () => {
    expect(handshake(port, ['-tls1_3'])).toBe(true);
    for (const suite of ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-RSA-CHACHA20-POLY1305'])
      expect(handshake(port, ['-tls1_2', '-cipher', suite]), suite).toBe(true);
    // CBC suites, suites without forward secrecy, CAMELLIA: refused (the client allows them all at level 0).
    for (const suite of [
      'AES128-SHA',
      'AES256-SHA',
      'AES128-GCM-SHA256',
      'ECDHE-RSA-AES128-SHA',
      'ECDHE-RSA-AES256-SHA384',
      'DHE-RSA-AES128-GCM-SHA256',
      'CAMELLIA128-SHA',
    ])
      expect(handshake(port, ['-tls1_2', '-cipher', `${suite}:@SECLEVEL=0`]), suite).toBe(false);
    expect(handshake(port, ['-tls1_1', '-cipher', 'ALL:@SECLEVEL=0'])).toBe(false);
    expect(handshake(port, ['-tls1', '-cipher', 'ALL:@SECLEVEL=0'])).toBe(false);
  });

  it('resumes sessions from the server cache, not tickets', () => {
    const result = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-tls1_2', '-status'], {
      input: '',
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.stdout).toMatch(/Cipher is ECDHE-/);
    expect(result.stdout).not.toContain('TLS session ticket:');
  });
});

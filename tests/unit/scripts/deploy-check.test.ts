// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHeadScript, bootScript } from '../../../scripts/prerender/inline-boot.mjs';
import { mockOptionsIn, redirectDifference, tlsDifferences } from '../../../scripts/deploy-check';
import { productionEnv } from '../../../scripts/security-headers';
import { medicalServices } from '../../../mocks/data/medical';
import { server as inProcessMock } from '../../../mocks/node';
import { freePort, startNginx, stopServer, type NginxServer } from '../../utils/nginx-server';

/**
 * `npm run deploy:check` (scripts/deploy-check.ts) against `npm run start:nginx` with TLS and a self-signed
 * certificate, serving a small build whose pages carry the real start-up scripts, with deploy/production.env's hosts.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const tsx = path.resolve('node_modules/.bin/tsx');

function writeBuild(dir: string, pageScripts: string[]) {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${bootHeadScript}</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/assets/app.js"></script>` +
    `</head><body><div id="root"></div>${pageScripts.map((s) => `<script>${s}</script>`).join('')}</body></html>`;
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'cartilla-medica'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Salud Plena</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'index.prerendered.html'), page('Inicio'));
  writeFileSync(path.join(dir, 'cartilla-medica', 'index.html'), page('Cartilla médica'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
}

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['scripts/deploy-check.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

describe.skipIf(!existsSync(NGINX) || !existsSync('/usr/bin/openssl'))('npm run deploy:check', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
  const served = path.join(dir, 'served');
  let site = '';
  let server: NginxServer | undefined;

  beforeAll(async () => {
    // The in-process mock (tests/setup.ts) would see this file's own requests: they must reach nginx.
    inProcessMock.close();
    writeBuild(served, [bootScript]);
    const port = await freePort();
    site = `https://127.0.0.1:${port}`;
    // The production build's env and nothing else: what deploy/security-headers.conf is made from.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITE|CSP)_/.test(key)));
    server = await startNginx(
      { ...env, ...productionEnv(), PORT: String(port), HOST: '127.0.0.1', DIST_DIR: served, TLS: '1' },
      () => answers(`${site}/`),
      { within: 12_000 },
    );
    // One server, started in seconds; start-nginx's own deadline (12 s) comes first and says what went wrong.
  });

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
    inProcessMock.listen({ onUnhandledRequest: 'error' });
  });

  /** Each run starts tsx and reads the build: 3 to 7 s on one core. */
  const RUN_TIMEOUT = 15_000;

  it(
    'finds no difference between a site and the build it serves',
    async () => {
      const result = await run([site, '--insecure', '--dist', served]);
      expect(result.stdout).toContain('sends the security headers and CSP hashes of this build');
      expect(result.code).toBe(0);
    },
    RUN_TIMEOUT,
  );

  it(
    'refuses a self-signed certificate unless told --insecure',
    async () => {
      const result = await run([site, '--dist', served]);
      expect(result.stderr).toMatch(/self-signed certificate.*pass --insecure/);
      expect(result.code).toBe(2);
    },
    RUN_TIMEOUT,
  );

  it(
    'reports a header that differs from the expected hosts, directive by directive, on every page',
    async () => {
      const tampered = path.join(dir, 'tampered.env');
      writeFileSync(
        tampered,
        'VITE_PREFACTURA_API_URL=https://prefacturas.otra.example\nVITE_LAB_ORIGINS=https://resultados.saludplena.example\n',
      );
      const result = await run([site, '--insecure', '--dist', served, '--env', tampered]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        'Content-Security-Policy connect-src: lacks https://prefacturas.otra.example; has also https://prefacturas.saludplena.example',
      );
      // Every answer checked carries the headers, the two 404s included.
      expect(result.stdout).toContain(
        'on /, /cartilla-medica, /index.html, /sw.js, /assets/app.js, /api/web/provinces, /assets/app.js.map, /mockServiceWorker.js',
      );
    },
    RUN_TIMEOUT,
  );

  it(
    'reports an inline script of the build that the live CSP does not allow (another build’s hashes)',
    async () => {
      const other = path.join(dir, 'other-build');
      writeBuild(other, [`${bootScript};`]);
      const result = await run([site, '--insecure', '--dist', other]);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(
        /an inline script of cartilla-medica\/index\.html \('sha256-[A-Za-z0-9+/=]+'\) is not allowed by the live script-src\n\s+on build/,
      );
      // The JSON-LD block is data, not a script: never reported.
      expect(result.stdout.match(/not allowed/g)).toHaveLength(1);
    },
    RUN_TIMEOUT,
  );

  it(
    "reports a live sw.js that is not the build's, and a directory page prerendered with the mock's lists",
    async () => {
      const other = path.join(dir, 'newer-build');
      writeBuild(other, [bootScript]);
      writeFileSync(path.join(other, 'sw.js'), '// the worker of a newer build');
      const page = path.join(served, 'cartilla-medica', 'index.html');
      const original = readFileSync(page, 'utf8');
      const mockOptions = medicalServices
        .slice(0, 5)
        .map(({ id, description }) => `<option value="${id}">${description}</option>`)
        .join('');
      writeFileSync(page, original.replace('<div id="root"></div>', `<select name="s">${mockOptions}</select>`));
      try {
        const result = await run([site, '--insecure', '--dist', other]);
        expect(result.code).toBe(1);
        expect(result.stdout).toContain("is not the build's sw.js (another release is live)\n    on /sw.js");
        expect(result.stdout).toContain("holds the mock API's lists (5 of its services and specialties");
        expect(result.stdout).not.toContain('index.html (another release');
      } finally {
        writeFileSync(page, original);
      }
    },
    RUN_TIMEOUT,
  );

  it(
    'finds the TLS=1 server offers TLS 1.2 and 1.3 only, and for TLS 1.2 only ECDHE suites with AES-GCM or ChaCha20',
    async () => {
      expect(await tlsDifferences(new URL(site))).toEqual([]);
    },
    RUN_TIMEOUT,
  );
});

describe('the checks of deploy:check', () => {
  it('tells a redirect to the site, with its path, from one elsewhere or none', async () => {
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/right'))
        response.writeHead(301, { Location: 'https://saludplena.example/right?a=1' });
      else if (request.url?.startsWith('/wrong')) response.writeHead(301, { Location: 'https://saludplena.example/' });
      else response.writeHead(200);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const check = (from: string, to: string) => redirectDifference(new URL(from, origin), new URL(to), false);
      expect(await check('/right?a=1', 'https://saludplena.example/right?a=1')).toBeNull();
      expect(await check('/wrong?a=1', 'https://saludplena.example/wrong?a=1')).toBe(
        `${origin}/wrong?a=1 answers 301 → https://saludplena.example/; expected 301 → https://saludplena.example/wrong?a=1`,
      );
      expect(await check('/page', 'https://saludplena.example/page')).toMatch(/answers 200; expected 301/);
    } finally {
      server.close();
    }
  });

  it("counts the mock API's services offered with the mock's ids, not names alone", () => {
    const [first, second] = medicalServices as [
      { id: number; description: string },
      { id: number; description: string },
    ];
    expect(mockOptionsIn(`<option value="${first.id}">${first.description}</option>`)).toBe(1);
    // The company API's lists: the same names under other ids.
    expect(
      mockOptionsIn(
        `<option value="900">${first.description}</option><option value="901">${second.description}</option>`,
      ),
    ).toBe(0);
  });
});

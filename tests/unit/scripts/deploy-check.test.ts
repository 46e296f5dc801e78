// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHeadScript, bootScript } from '../../../scripts/prerender/inline-boot.mjs';
import { productionEnv } from '../../../scripts/security-headers';
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
    );
  }, 40_000);

  afterAll(async () => {
    await stopServer(server?.process);
    rmSync(dir, { recursive: true, force: true });
    inProcessMock.listen({ onUnhandledRequest: 'error' });
  });

  /** Each run starts tsx and reads the build: seconds on a busy machine. */
  const RUN_TIMEOUT = 30_000;

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
      expect(result.stdout).toContain('on /, /cartilla-medica, /assets/app.js, /api/web/provinces');
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
});

/**
 * The built site behind Debian's nginx with the shipped config, in front of the mock API: the production path,
 * and the e2e gate (playwright.config.ts starts it).
 *
 *   npm run start:nginx                 # build, then http://127.0.0.1:4174
 *   PORT=8080 tsx scripts/start-nginx.ts   # serve an existing dist/
 *   ACCESS_LOG=/tmp/access.log …           # keep the access log (deploy/site.conf's format) in that file
 *   TLS=1 …                                # HTTPS and HTTP/2, as production (deploy/tls.conf), with a throwaway
 *                                          # self-signed certificate (openssl): what `TAP_SERVER=nginx npm run
 *                                          # tap-ready` measures
 *   TRUSTED_PROXIES=127.0.0.1 …            # as behind a load balancer: X-Forwarded-For from these names the client
 *
 * Started with its stdin a pipe (the tests' tests/utils/nginx-server.ts), it stops, nginx with it, when that pipe
 * closes: the process that started it is gone, even if it was killed outright and could not say so.
 *
 * nginx runs the very files of deploy/ (http.conf, site.conf: every location and header; tls.conf with TLS=1) inside
 * a generated server: only `listen`, `root` and the upstream differ from deploy/nginx.conf, the security headers are
 * scripts/security-headers.ts without the two that need TLS (HSTS, upgrade-insecure-requests) unless TLS=1, the
 * trusted proxies are this environment's TRUSTED_PROXIES, and the API allowlist also lets through the error
 * tracker's ingest calls of the e2e build and the mock's echo (TEST_CALLS). The mock API
 * (mocks/http-server.ts) listens on a loopback port of its own and is the `api` upstream; its control endpoints
 * (/__mock/…, tests only) are proxied too.
 *
 * nginx comes from Debian's package. Run as root without it, the script installs it (like Chromium for the tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, fstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockApiApp } from '../mocks/http-server';
import { apiFeatures } from './api-features';
import { apiAllowlistConf, realIpConf, servedCalls, trustedProxies } from './edge-config';
import { buildEnv, nginxHeaders } from './security-headers';
import { writeSelfSignedCertificate } from './self-signed-certificate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const port = Number(process.env.PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** deploy/site.conf's `brotli_static`: Debian's libnginx-mod-http-brotli-static, loaded in production by the
 * package's own /etc/nginx/modules-enabled/ entry, and here by path (nginx runs with a prefix of its own). */
const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PROD_INCLUDE_DIR = '/etc/nginx/salud-plena/';
const PROD_ACCESS_LOG = '/var/log/nginx/salud-plena.access.log';
/** Where the access log goes (site.conf's format); by default into the generated folder, removed on exit. */
const accessLog = process.env.ACCESS_LOG ? path.resolve(process.env.ACCESS_LOG) : undefined;
const tls = process.env.TLS === '1';
let proxies: string[] = [];
try {
  proxies = trustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  fail((error as Error).message);
}
/**
 * Calls of the tests only, never in deploy/: the e2e build's error tracker posts its events and CSP reports to this
 * site (mocks/handlers/error-tracker.ts), and the mock's echo shows what nginx passes to the API (mocks/handlers/inspect.ts).
 */
const TEST_CALLS = [
  { method: 'POST', path: '/api/{project}/envelope/' },
  { method: 'POST', path: '/api/{project}/security/' },
  { method: 'GET', path: '/api/__mock/echo' },
];

function fail(message: string): never {
  console.error(`start:nginx: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(dist, 'index.html')))
  fail('no build in dist/: run `npm run build` first (or `npm run start:nginx`).');
if (!Number.isInteger(port) || port <= 0 || port > 65535)
  fail(`PORT must be a port number, got "${process.env.PORT}".`);

const NGINX_PACKAGES = 'nginx libnginx-mod-http-brotli-static';

function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("start:nginx: installing Debian's nginx and its Brotli module…");
    spawnSync(
      'bash',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${NGINX_PACKAGES}`],
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE))
    fail(
      `nginx or its Brotli module was not found (${NGINX}, ${BROTLI_STATIC_MODULE}). Install Debian's packages ` +
        `(apt-get install ${NGINX_PACKAGES}) or set NGINX_PATH and NGINX_BROTLI_MODULE.`,
    );
}

/** The server of deploy/nginx.conf, HTTP-only: deploy/http.conf and deploy/site.conf are included unchanged. */
function localConfig(dir: string, apiPort: number): string {
  const include = (file: string) => path.join(dir, file);
  const isRoot = process.getuid?.() === 0;
  return `# Generated by scripts/start-nginx.ts; see deploy/nginx.conf for the production servers.
load_module ${BROTLI_STATIC_MODULE};
daemon off;
master_process on;
worker_processes 1;
pid ${include('nginx.pid')};
error_log stderr warn;
# Workers run as Debian's www-data by default, which cannot read a checkout in a private folder (mktemp -d is 0700).
${isRoot ? 'user root;' : ''}
events { worker_connections 512; }
http {
    # The server logs itself (deploy/site.conf, member_safe format): to ACCESS_LOG, or into this folder.
    access_log off;
    sendfile on;
    client_body_temp_path ${include('client_body')};
    proxy_temp_path ${include('proxy')};
    fastcgi_temp_path ${include('fastcgi')};
    uwsgi_temp_path ${include('uwsgi')};
    scgi_temp_path ${include('scgi')};

    include ${include('http.conf')};
    include ${include('api-allowlist.conf')};

    upstream api {
        server 127.0.0.1:${apiPort};
        keepalive 16;
        keepalive_timeout 4s;
    }

    server {
        ${
          tls
            ? `listen ${host}:${port} ssl http2;
        ssl_certificate ${include('cert.pem')};
        ssl_certificate_key ${include('key.pem')};
        include ${include('tls.conf')};`
            : `listen ${host}:${port};`
        }
        # The site's host (deploy/site.conf sends it to the API as X-Forwarded-Host); the only server, so the default.
        server_name ${host};
        root ${dist};

        include ${include('site.conf')};

        # The mock API's control endpoints (tests and demos only; never in deploy/).
        location ^~ /__mock/ {
            proxy_pass http://api;
            proxy_set_header Host $host;
            proxy_hide_header X-Powered-By;
        }
    }
}
`;
}

function writeConfig(apiPort: number): { dir: string; conf: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salud-plena-nginx-'));
  const fromDeploy = (file: string) =>
    readFileSync(path.join(root, 'deploy', file), 'utf8')
      .replaceAll(PROD_INCLUDE_DIR, `${dir}/`)
      .replaceAll(PROD_ACCESS_LOG, accessLog ?? path.join(dir, 'access.log'));
  writeFileSync(path.join(dir, 'http.conf'), fromDeploy('http.conf'));
  writeFileSync(path.join(dir, 'site.conf'), fromDeploy('site.conf'));
  writeFileSync(path.join(dir, 'tls.conf'), fromDeploy('tls.conf'));
  writeFileSync(path.join(dir, 'security-headers.conf'), nginxHeaders(buildEnv(), { https: tls }));
  writeFileSync(
    path.join(dir, 'api-allowlist.conf'),
    apiAllowlistConf([...servedCalls(apiFeatures(process.env.API_FEATURES)), ...TEST_CALLS]),
  );
  writeFileSync(path.join(dir, 'real-ip.conf'), realIpConf(proxies));
  if (tls) {
    try {
      writeSelfSignedCertificate({
        commonName: host,
        keyFile: path.join(dir, 'key.pem'),
        certFile: path.join(dir, 'cert.pem'),
      });
    } catch (error) {
      fail(`TLS=1 needs openssl for a self-signed certificate:\n${(error as { stderr?: unknown }).stderr ?? error}`);
    }
  }
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, localConfig(dir, apiPort));
  return { dir, conf };
}

ensureNginx();

const api = createMockApiApp().listen(0, '127.0.0.1');
await new Promise<void>((resolve, reject) => {
  api.once('listening', resolve);
  api.once('error', reject);
});
const apiPort = (api.address() as AddressInfo).port;
const { dir, conf } = writeConfig(apiPort);

const check = spawnSync(NGINX, ['-t', '-q', '-c', conf, '-p', dir], { encoding: 'utf8' });
if (check.status !== 0) {
  api.close();
  fail(`the config does not load:\n${check.stderr}`);
}

const nginx: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
nginx.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  if (!stopping) fail(`nginx stopped (exit ${code}).`);
});
console.log(
  `Serving ${path.relative(root, dist) || dist} through nginx on ${tls ? 'https' : 'http'}://${host}:${port} (mock API on 127.0.0.1:${apiPort})`,
);

const stop = () => {
  stopping = true;
  api.close();
  // QUIT: a graceful stop; the exit handler then removes the generated config.
  nginx.kill('SIGQUIT');
  setTimeout(() => process.exit(0), 3000).unref();
  nginx.once('exit', () => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', stop).on('error', stop).resume();
}

// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '@/config/uploads';
import { EDGE_READ_TIMEOUT_MS, SEND_TIMEOUT_MS } from '@/lib/http';
import { writeSelfSignedCertificate } from '../../scripts/self-signed-certificate';

/**
 * The production nginx config (deploy/). Its locations and headers run under test in the e2e suite
 * (scripts/start-nginx.ts); this file checks the parts that suite cannot reach (TLS servers, redirects) and loads
 * the production file itself with `nginx -t`.
 */
const deploy = (file: string) => readFileSync(path.resolve('deploy', file), 'utf8');
const nginxConf = deploy('nginx.conf');
const siteConf = deploy('site.conf');

/** The top-level server blocks of a config (no nested braces other than locations). */
function serverBlocks(conf: string): string[] {
  const blocks: string[] = [];
  for (const match of conf.matchAll(/^server\s*\{/gm)) {
    let depth = 0;
    for (let i = match.index; i < conf.length; i++) {
      if (conf[i] === '{') depth++;
      if (conf[i] === '}' && --depth === 0) {
        blocks.push(conf.slice(match.index, i + 1));
        break;
      }
    }
  }
  return blocks;
}

describe('deploy/nginx.conf and deploy/site.conf', () => {
  it('accepts the largest body the forms may send (src/config/uploads.ts) only where files travel', () => {
    const filesLocation =
      /location ~ \^\/api\/\(web\/contact_form\|admin\/medical_residence_mail\)\/\?\$ \{[\s\S]*?\n {4}\}/.exec(
        siteConf,
      )?.[0];
    expect(filesLocation).toBeDefined();
    const value = /client_max_body_size\s+(\d+)m;/.exec(filesLocation ?? '')?.[1];
    expect(Number(value) * 1024 * 1024).toBe(MAX_REQUEST_BODY_BYTES);
    expect(filesLocation).toContain('proxy_request_buffering off;');
    // Everywhere else (login included): 64 KiB, kept in memory; never unbuffered.
    const elsewhere = siteConf.replace(filesLocation ?? '', '');
    expect(elsewhere.match(/client_max_body_size\s+\S+;/g)).toEqual(['client_max_body_size 64k;']);
    expect(elsewhere).not.toContain('proxy_request_buffering off');
  });

  it('discloses no version and redirects http and www to the one https origin', () => {
    const servers = serverBlocks(nginxConf);
    expect(servers).toHaveLength(3);
    for (const server of servers) {
      expect(
        server.includes('server_tokens off;') || server.includes('include /etc/nginx/salud-plena/site.conf;'),
      ).toBe(true);
    }
    expect(siteConf).toMatch(/^server_tokens off;$/m);
    const [plain, www, main] = servers as [string, string, string];
    expect(plain).toMatch(/listen 80;/);
    expect(plain).toContain('return 301 https://saludplena.example$request_uri;');
    expect(www).toMatch(/server_name www\.saludplena\.example;/);
    expect(www).toContain('return 301 https://saludplena.example$request_uri;');
    // nginx's default log format would write the full address (the imaging path carries member data).
    for (const redirect of [plain, www]) expect(redirect).toContain('access_log off;');
    expect(main).toMatch(/server_name saludplena\.example;/);
    expect(main).toContain('include /etc/nginx/salud-plena/site.conf;');
  });

  it('is the edge: X-Forwarded-For is the client address, never passed on', () => {
    expect(siteConf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(siteConf).not.toContain('$proxy_add_x_forwarded_for');
    // The client is the trusted proxies' visitor (real-ip.conf, generated from TRUSTED_PROXIES), else the address.
    expect(siteConf).toMatch(/^include \/etc\/nginx\/salud-plena\/real-ip\.conf;$/m);
  });

  it("ends a slow send at the edge: the browser waits longer than nginx's proxy_read_timeout", () => {
    const timeouts = [...siteConf.matchAll(/proxy_read_timeout\s+(\d+)s;/g)].map((m) => Number(m[1]) * 1000);
    expect(timeouts).toEqual([EDGE_READ_TIMEOUT_MS]);
    expect(SEND_TIMEOUT_MS).toBeGreaterThan(EDGE_READ_TIMEOUT_MS);
    // An API that does not take the connection is a 502 within seconds.
    expect(Number(/proxy_connect_timeout\s+(\d+)s;/.exec(siteConf)?.[1])).toBeLessThanOrEqual(10);
  });

  it('checks the allowlist in /api/ and in each location nested in it (rewrite directives are not inherited)', () => {
    const api = siteConf.slice(siteConf.indexOf('location ^~ /api/ {'), siteConf.indexOf('location @api_not_found'));
    const nested = api.match(/^\s+location [^\n]+\{/gm) ?? [];
    expect(nested.length).toBeGreaterThanOrEqual(2);
    expect(api.match(/if \(\$api_call_allowed = 0\) \{\s+return 404;\s+\}/g)).toHaveLength(nested.length + 1);
    expect(api.match(/error_page 404 = @api_not_found;/g)).toHaveLength(nested.length + 1);
    // Before it, the raw path and a method override (400) and a send from another site (403), everywhere too.
    expect(api.match(/if \(\$api_request_malformed\) \{\s+return 400;\s+\}/g)).toHaveLength(nested.length + 1);
    expect(api.match(/if \(\$api_send_foreign\) \{\s+return 403;\s+\}/g)).toHaveLength(nested.length + 1);
    expect(api.match(/error_page 400 = @api_bad_request;/g)).toHaveLength(nested.length + 1);
    expect(api.match(/error_page 403 = @api_forbidden;/g)).toHaveLength(nested.length + 1);
  });

  it('serves both https servers with the one TLS include and nothing of their own', () => {
    const [, www, main] = serverBlocks(nginxConf) as [string, string, string];
    for (const server of [www, main]) {
      expect(server).toContain('include /etc/nginx/salud-plena/tls.conf;');
      expect(server).not.toMatch(/ssl_(protocols|ciphers|session_tickets)/);
    }
    expect(nginxConf).toMatch(/^include \/etc\/nginx\/salud-plena\/api-allowlist\.conf;$/m);
  });

  it('gives /api/ and /assets/ to their prefix locations before any regex location', () => {
    expect(siteConf).toMatch(/location \^~ \/api\/ \{/);
    expect(siteConf).toMatch(/location \^~ \/assets\/ \{/);
  });

  it('caches static files only when they were found', () => {
    expect(deploy('http.conf')).toMatch(
      /map \$status \$static_cache_header \{[^}]*~\^\(200\|206\|304\)\$\s+\$static_cache_control;/,
    );
    expect(siteConf).not.toMatch(/add_header Cache-Control \$static_cache_control/);
  });
});

const nginx = '/usr/sbin/nginx';
describe.skipIf(!existsSync(nginx) || !existsSync('/usr/bin/openssl'))('nginx -t on the production file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-prod-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads, with its includes and a certificate in place', () => {
    writeSelfSignedCertificate({
      commonName: 'saludplena.example',
      keyFile: path.join(dir, 'privkey.pem'),
      certFile: path.join(dir, 'fullchain.pem'),
    });
    const local = (text: string) =>
      text.replaceAll('/etc/nginx/salud-plena/', `${dir}/`).replaceAll('/etc/ssl/saludplena/', `${dir}/`);
    for (const file of [
      'http.conf',
      'site.conf',
      'security-headers.conf',
      'api-allowlist.conf',
      'real-ip.conf',
      'tls.conf',
    ])
      writeFileSync(path.join(dir, file), local(deploy(file)));
    writeFileSync(path.join(dir, 'site-enabled.conf'), local(nginxConf));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      // Debian's nginx.conf loads the Brotli module from modules-enabled/ (relative to its prefix, /etc/nginx here).
      `load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;\npid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${dir}/site-enabled.conf;\n}\n`,
    );
    const result = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { encoding: 'utf8' });
    expect(result.stderr).toContain('syntax is ok');
    expect(result.status, result.stderr).toBe(0);
  });
});

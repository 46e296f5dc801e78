// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  cspReportUrl,
  nginxHeaders,
  productionEnv,
  securityHeaders,
} from '../../../scripts/security-headers';
import { bootHeadScript, bootScript } from '../../../scripts/prerender/inline-boot.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy: the map', () => {
  it('by default lets through exactly the default basemap host (style, tiles, sprites and glyphs: one host)', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tiles.openfreemap.org']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.openfreemap.org']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('VITE_MAP_STYLE_URL=none: no map host at all', () => {
    const policy = contentSecurityPolicy({ VITE_MAP_STYLE_URL: 'none' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("a custom style: its host and CSP_MAP_HOSTS, not OpenFreeMap's", () => {
    const policy = contentSecurityPolicy({
      VITE_MAP_STYLE_URL: 'https://maps.example/style.json?key=1',
      CSP_MAP_HOSTS: 'https://tiles.example https://fonts.example/glyphs',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://maps.example',
      'https://tiles.example',
      'https://fonts.example',
    ]);
  });
});

describe('Content-Security-Policy: scripts', () => {
  it("allows no inline script but the prerendered pages' start-up scripts, by the hash of their exact text", () => {
    const scriptSrc = contentSecurityPolicy({})
      .match(/script-src ([^;]*)/)?.[1]
      ?.split(' ');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash(bootHeadScript), hash(bootScript)]);
  });
});

describe('Permissions-Policy', () => {
  it("lets the site itself (never a frame) ask for the position ('Cerca mío')", () => {
    const policy = securityHeaders({}, { https: false })['Permissions-Policy'];
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=()');
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('keeps every answer of the site (scripts, images, API JSON) from being embedded by another site', () => {
    expect(securityHeaders({}, { https: false })['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(readFileSync('deploy/security-headers.conf', 'utf8')).toContain(
      'add_header Cross-Origin-Resource-Policy "same-origin" always;',
    );
  });
});

describe('deploy/security-headers.conf: production (deploy/production.env)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is what `npm run deploy:headers` generates from deploy/production.env', () => {
    expect(readFileSync('deploy/security-headers.conf', 'utf8')).toBe(nginxHeaders(productionEnv()));
  });

  it('lets the pre-invoice host through connect-src, and frames only the laboratory', () => {
    const conf = readFileSync('deploy/security-headers.conf', 'utf8');
    const policy = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1] ?? '';
    expect(directive(policy, 'connect-src')).toContain('https://prefacturas.saludplena.example');
    expect(directive(policy, 'frame-src')).toEqual(['https://resultados.saludplena.example']);
    expect(conf).toContain('Strict-Transport-Security');
  });

  it('reads the file alone: a VITE_ variable of the shell does not leak into production', () => {
    vi.stubEnv('VITE_PREFACTURA_API_URL', 'http://localhost:9999');
    vi.stubEnv('VITE_ANALYTICS_URL', 'https://stray.example/collect');
    const env = productionEnv();
    expect(env.VITE_PREFACTURA_API_URL).toBe('https://prefacturas.saludplena.example');
    expect(env.VITE_ANALYTICS_URL).toBeUndefined();
  });
});

describe('the CSP and the analytics origin', () => {
  it('connect-src lists an absolute analytics URL’s origin; a path of the site is already self', () => {
    // Without a basemap host (VITE_MAP_STYLE_URL=none), connect-src holds only what analytics adds.
    const noMap = { VITE_MAP_STYLE_URL: 'none' };
    expect(contentSecurityPolicy({ ...noMap, VITE_ANALYTICS_URL: 'https://metrics.example/collect' })).toMatch(
      /connect-src 'self' https:\/\/metrics\.example;/,
    );
    expect(contentSecurityPolicy({ ...noMap, VITE_ANALYTICS_URL: '/__mock/analytics' })).toMatch(/connect-src 'self';/);
    expect(contentSecurityPolicy(noMap)).toMatch(/connect-src 'self';/);
  });
});

describe('CSP violations reach the error tracker (VITE_SENTRY_DSN)', () => {
  const dsn = { VITE_MAP_STYLE_URL: 'none', VITE_SENTRY_DSN: 'https://0123abcd@errors.saludplena.example/42' };
  const endpoint =
    'https://errors.saludplena.example/api/42/security/?sentry_key=0123abcd&sentry_environment=production';

  it("a DSN gives the tracker's security endpoint: report-uri, report-to and Reporting-Endpoints", () => {
    const headers = securityHeaders(dsn);
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'report-uri')).toEqual([endpoint]);
    expect(directive(policy, 'report-to')).toEqual(['csp-endpoint']);
    expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${endpoint}"`);
    // The SDK sends its events to the same host.
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://errors.saludplena.example']);
  });

  it("keeps a self-hosted GlitchTip's port and path prefix, and the build's environment", () => {
    expect(
      cspReportUrl({
        VITE_SENTRY_DSN: 'http://key-1@127.0.0.1:8000/glitchtip/7',
        VITE_SENTRY_ENVIRONMENT: 'staging',
      }),
    ).toBe('http://127.0.0.1:8000/glitchtip/api/7/security/?sentry_key=key-1&sentry_environment=staging');
  });

  it('without a DSN, or with one that cannot be read, nothing is reported', () => {
    for (const value of [undefined, '', 'not a dsn', 'https://errors.example/42', 'ftp://k@errors.example/42']) {
      const headers = securityHeaders({ VITE_SENTRY_DSN: value });
      expect(headers['Reporting-Endpoints']).toBeUndefined();
      expect(headers['Content-Security-Policy']).not.toMatch(/report-(uri|to)/);
    }
  });

  it('nginx gets the header with its quotes escaped; production has no DSN today, so no report header', () => {
    expect(nginxHeaders(dsn)).toContain(`add_header Reporting-Endpoints "csp-endpoint=\\"${endpoint}\\"" always;`);
    expect(readFileSync('deploy/security-headers.conf', 'utf8')).not.toContain('Reporting-Endpoints');
  });
});

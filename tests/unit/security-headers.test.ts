// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, nginxHeaders, productionEnv, securityHeaders } from '../../scripts/security-headers';
import { bootHeadScript, bootScript } from '../../src/app/prerender/inline-boot.mjs';

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

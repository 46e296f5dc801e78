// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/security-headers';

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

describe('Permissions-Policy', () => {
  it("lets the site itself (never a frame) ask for the position ('Cerca mío')", () => {
    const policy = securityHeaders({}, { https: false })['Permissions-Policy'];
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=()');
  });
});

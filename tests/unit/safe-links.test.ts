// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAB_ORIGINS, labOriginsFrom } from '@/config/lab-origins';
import { sameOriginPath, urlOnOrigins } from '@/lib/link-origins';
import { contentSecurityPolicy } from '../../scripts/security-headers';

const SITE = 'https://www.saludplena.example';

describe('sameOriginPath: an invoice link is same-origin only if the URL parser says so', () => {
  it.each([
    ['/api/web/member/invoice/123.pdf', '/api/web/member/invoice/123.pdf'],
    ['/docs/a.pdf?x=1#p2', '/docs/a.pdf?x=1#p2'],
    ['docs/a.pdf', '/docs/a.pdf'],
    [`${SITE}/comprobantes/1.pdf`, '/comprobantes/1.pdf'],
  ])('%s → %s', (file, path) => {
    expect(sameOriginPath(file, SITE)).toBe(path);
  });

  it.each([
    '/\\evil.example/x.pdf',
    '\\\\evil.example/x.pdf',
    '//evil.example/x.pdf',
    '/\\/evil.example/x.pdf',
    'https://facturas.saludplena.example/1.pdf',
    'http://www.saludplena.example/1.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,AAAA',
    '',
    null,
  ])('%j is not same-origin', (file) => {
    expect(sameOriginPath(file, SITE)).toBeNull();
  });
});

describe('lab origins: one list for the frame, its link and the CSP', () => {
  const LAB = 'https://resultados.saludplena.example';

  it('defaults to the demo lab site and reads a space or comma separated list', () => {
    expect(labOriginsFrom(undefined)).toEqual([...DEFAULT_LAB_ORIGINS]);
    expect(labOriginsFrom('')).toEqual([...DEFAULT_LAB_ORIGINS]);
    expect(labOriginsFrom('https://a.example/path, https://b.example  ftp://c.example nonsense')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('the CSP’s frame-src is exactly that list', () => {
    for (const value of [undefined, 'https://a.example https://b.example:8443']) {
      const csp = contentSecurityPolicy({ VITE_LAB_ORIGINS: value }, { https: true });
      const frameSrc = /(?:^|; )frame-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
      expect(frameSrc).toEqual(labOriginsFrom(value));
    }
  });

  it('accepts a link only on a configured origin', () => {
    expect(urlOnOrigins(`${LAB}/laboratorio/acceso/1`, [LAB], SITE)).toBe(`${LAB}/laboratorio/acceso/1`);
    for (const link of [
      'https://evil.example/laboratorio',
      'https://resultados.saludplena.example.evil.example/x',
      'http://resultados.saludplena.example/x',
      'https://resultados.saludplena.example:8443/x',
      'javascript:alert(1)',
      '/laboratorio',
      '',
    ]) {
      expect(urlOnOrigins(link, [LAB], SITE), link).toBeNull();
    }
  });

  it('never frames our own origin, even when configured (allow-same-origin would lift the sandbox)', () => {
    expect(urlOnOrigins(`${SITE}/x`, [SITE, LAB], SITE)).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameOriginPath, urlOnOrigins } from '@/lib/link-origins';

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

describe('urlOnOrigins: a link the panel frames or opens stays on the configured origins', () => {
  const LAB = 'https://resultados.saludplena.example';

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

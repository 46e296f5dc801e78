import { describe, expect, it } from 'vitest';
import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent, scrubStack, scrubText, scrubUrl } from '@/lib/error-scrub';

/** The demo member of the mock API, as the session holds them (src/features/session/personal-values.ts). */
const MEMBER = ['eyJ.secret-token', 'Lucía', 'Fernández', '30111222', 'lucia.fernandez@correo.example', '1140001002'];

describe('scrubUrl', () => {
  it.each([
    // The imaging call names the member: only its start is kept, as in nginx's access log.
    ['/api/web/moreau/execute/LUCIA/30111222/19850412', '/api/web/moreau/-'],
    [
      'https://saludplena.example/api/web/moreau/execute/LUCIA/30111222/19850412',
      'https://saludplena.example/api/web/moreau/-',
    ],
    ['/api/web/%6Doreau/execute/LUCIA/30111222/19850412', '/api/web/moreau/-'],
    ['/API/WEB/MOREAU/execute/x', '/api/web/moreau/-'],
    // Member calls and pages lose their query.
    ['/api/web/member/appointments?page=2&dni=30111222', '/api/web/member/appointments'],
    ['https://saludplena.example/panel/facturas?numero=123#top', 'https://saludplena.example/panel/facturas'],
    ['/api/web/prefactura?dni=30111222', '/api/web/prefactura'],
    // Elsewhere, parameters that may hold a secret or a person keep their name only.
    ['/login?token=abc.def&redirect=%2Fpanel', '/login?token=[filtered]&redirect=%2Fpanel'],
    ['/contacto?email=ana%40correo.example&motivo=3', '/contacto?email=[filtered]&motivo=3'],
    [
      '/cartilla-medica?province_id=1&name=Cl%C3%ADnica&page=2',
      '/cartilla-medica?province_id=1&name=[filtered]&page=2',
    ],
    [
      '/api/web/medical_entity?province_id=1&access_token=x',
      '/api/web/medical_entity?province_id=1&access_token=[filtered]',
    ],
    // Credentials in the address and fragments go.
    ['https://user:pass@saludplena.example/#access_token=abc', 'https://saludplena.example/'],
    // A document number in any other address.
    ['/api/web/something/30111222', '/api/web/something/[number]'],
  ])('%s → %s', (url, scrubbed) => {
    expect(scrubUrl(url)).toBe(scrubbed);
  });
});

describe('scrubText', () => {
  it.each([
    [
      'Failed to fetch http://h/api/web/moreau/execute/LUCIA/30111222/19850412',
      'Failed to fetch http://h/api/web/moreau/-',
    ],
    ['GET /api/web/member/invoices?dni=30111222 500', 'GET /api/web/member/invoices 500'],
    ['Authorization: Bearer eyJhbGciOi.x-y_z', 'Authorization: Bearer [token]'],
    ['escribí a ana.perez+1@correo.example', 'escribí a [email]'],
    ['DNI 30.111.222 nacida 19850412, CUIL 27301112224', 'DNI [number] nacida [number], CUIL [number]'],
    ['Cannot read properties of undefined (reading "map")', 'Cannot read properties of undefined (reading "map")'],
    // Phones and documents as people write them: spaces, dots or dashes between the groups.
    ['llamar al 11 4567-8901 o al +54 9 11 4567-8901', 'llamar al [number] o al [number]'],
    ['DNI 12 345 678, 12.345.678 o 12-345-678', 'DNI [number], [number] o [number]'],
    ['CUIL 27-30111222-4; tel. 4567 8901', 'CUIL [number]; tel. [number]'],
    // Short numbers are not a person's: statuses, counts, codes, versions.
    ['server error 502 /api/web/pharmacy (Error 0006), 3 row(s), v4.1.12', 'server error 502 /api/web/pharmacy (Error 0006), 3 row(s), v4.1.12'],
  ])('%s → %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("replaces the signed-in member's own values wherever they appear, in any case", () => {
    expect(scrubText('Hola LUCÍA Fernández (token eyJ.secret-token), tel. 1140001002; eyJ.secret-token', MEMBER)).toBe(
      'Hola [filtered] [filtered] (token [token]), tel. [number]; [filtered]',
    );
  });
});

describe('scrubBreadcrumb', () => {
  it.each<[Breadcrumb, Breadcrumb | null]>([
    [
      {
        category: 'fetch',
        data: { method: 'GET', url: '/api/web/moreau/execute/LUCIA/30111222/19850412', status_code: 500 },
      },
      { category: 'fetch', data: { method: 'GET', url: '/api/web/moreau/-', status_code: 500 } },
    ],
    [
      { category: 'navigation', data: { from: '/panel/imagenes?x=1', to: '/login?token=abc' } },
      { category: 'navigation', data: { from: '/panel/imagenes', to: '/login?token=[filtered]' } },
    ],
    [
      { category: 'xhr', data: { url: '/api/web/contact_form', status_code: 422, email: 'a@b.example' } },
      { category: 'xhr', data: { url: '/api/web/contact_form', status_code: 422, email: '[filtered]' } },
    ],
    // What is on the page (clicks, console output) is never kept.
    [{ category: 'ui.click', message: 'button[aria-label="Lucía Fernández"]' }, null],
    [{ category: 'console', message: 'member 30111222' }, null],
  ])('%j', (breadcrumb, scrubbed) => {
    expect(scrubBreadcrumb(breadcrumb, MEMBER)).toEqual(scrubbed);
  });
});

describe('scrubEvent', () => {
  it('keeps the failure and drops the person: no user, no referrer or cookie, scrubbed address and texts', () => {
    const event: ErrorEvent = {
      type: undefined,
      event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      release: '1234567890abcdef',
      user: { ip_address: '{{auto}}', email: 'lucia.fernandez@correo.example' },
      request: {
        url: 'https://saludplena.example/panel/imagenes?dni=30111222',
        headers: { 'User-Agent': 'Firefox', Referer: 'https://saludplena.example/login?token=abc', Cookie: 'a=b' },
        query_string: 'dni=30111222',
      },
      message: 'server error 500 /api/web/moreau/execute/LUCIA/30111222/19850412',
      exception: { values: [{ type: 'TypeError', value: 'Lucía Fernández has no plan' }] },
      breadcrumbs: [
        { category: 'console', message: 'x' },
        { category: 'fetch', data: { url: '/api/web/member/invoices?p=1' } },
      ],
      tags: { path: '/api/web/medical_entity', status: 500 },
      extra: { member: { email: 'x@y.example' }, note: 'call 30111222' },
      contexts: { form: { email: 'x@y.example', note: 'tel. 11 4567-8901' }, trace: { trace_id: 'abc' } },
      fingerprint: ['api', 'unreadable body 200 /api/web/moreau/execute/LUCIA/30111222/19850412', 'DNI 12.345.678'],
      transaction: '/panel/imagenes?dni=30111222',
    };
    expect(scrubEvent(event, MEMBER)).toEqual({
      type: undefined,
      event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      release: '1234567890abcdef',
      request: { url: 'https://saludplena.example/panel/imagenes', headers: { 'User-Agent': 'Firefox' } },
      message: 'server error 500 /api/web/moreau/-',
      exception: { values: [{ type: 'TypeError', value: '[filtered] [filtered] has no plan' }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/web/member/invoices' } }],
      tags: { path: '/api/web/medical_entity', status: 500 },
      extra: { member: '[filtered]', note: 'call [number]' },
      contexts: { form: { email: '[filtered]', note: 'tel. [number]' }, trace: { trace_id: 'abc' } },
      fingerprint: ['api', 'unreadable body 200 /api/web/moreau/-', 'DNI [number]'],
      transaction: '/panel/imagenes',
    });
  });
});

describe('scrubStack', () => {
  it('scrubs each line and keeps every frame’s line and column, however long', () => {
    const stack = [
      'Error: no plan for Lucía, 30111222 (tel. 11 4567-8901)',
      '    at render (https://saludplena.example/assets/map-abc.js:1:1234567)',
      'render@https://saludplena.example/assets/index-x1.js:12:3456789',
    ].join('\n');
    expect(scrubStack(stack, MEMBER)).toBe(
      [
        'Error: no plan for [filtered], [number] (tel. [number])',
        '    at render (https://saludplena.example/assets/map-abc.js:1:1234567)',
        'render@https://saludplena.example/assets/index-x1.js:12:3456789',
      ].join('\n'),
    );
  });
});

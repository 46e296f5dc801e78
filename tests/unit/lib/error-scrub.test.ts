import { describe, expect, it } from 'vitest';
import { scrubStack, scrubText, scrubUrl } from '@/lib/error-scrub';

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
    [
      'server error 502 /api/web/pharmacy (Error 0006), 3 row(s), v4.1.12',
      'server error 502 /api/web/pharmacy (Error 0006), 3 row(s), v4.1.12',
    ],
  ])('%s → %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it("replaces the signed-in member's own values wherever they appear, in any case", () => {
    expect(scrubText('Hola LUCÍA Fernández (token eyJ.secret-token), tel. 1140001002; eyJ.secret-token', MEMBER)).toBe(
      'Hola [filtered] [filtered] (token [token]), tel. [number]; [filtered]',
    );
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

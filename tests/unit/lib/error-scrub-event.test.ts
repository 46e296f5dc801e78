import { describe, expect, it } from 'vitest';
import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { scrubBreadcrumb, scrubEvent } from '@/lib/error-scrub-event';

/** The demo member of the mock API, as the session holds them (src/features/session/personal-values.ts). */
const MEMBER = ['eyJ.secret-token', 'Lucía', 'Fernández', '30111222', 'lucia.fernandez@correo.example', '1140001002'];

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
      contexts: { form: { email: 'x@y.example', note: 'tel. 11 4567-8901' }, trace: { trace_id: 'abc', span_id: 'def' } },
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
      contexts: { form: { email: '[filtered]', note: 'tel. [number]' }, trace: { trace_id: 'abc', span_id: 'def' } },
      fingerprint: ['api', 'unreadable body 200 /api/web/moreau/-', 'DNI [number]'],
      transaction: '/panel/imagenes',
    });
  });
});

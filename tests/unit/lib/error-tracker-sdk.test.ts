import { addBreadcrumb, getIsolationScope } from '@sentry/browser';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import type { Failure } from '@/lib/failure';

/**
 * Sentry's SDK as src/lib/error-tracker-sdk.ts sets it up, read from what it posts: the envelopes that reach the
 * DSN's ingest endpoint (`/api/<project>/envelope/`), one event each.
 */
const DSN = 'http://e2e@tracker.test/7';
const INGEST = 'http://tracker.test/api/7/envelope/';

type Envelope = { header: Record<string, unknown>; items: Array<{ type: string; payload: Record<string, any> }> };
const envelopes: Envelope[] = [];

/** An envelope is newline-separated JSON: its header, then each item's header and payload. */
function readEnvelope(text: string): Envelope {
  const [header, ...rest] = text.split('\n').filter((line) => line.trim() !== '');
  const items: Envelope['items'] = [];
  for (let i = 0; i + 1 < rest.length; i += 2)
    items.push({ type: JSON.parse(rest[i]!).type as string, payload: JSON.parse(rest[i + 1]!) });
  return { header: JSON.parse(header!) as Record<string, unknown>, items };
}

let sdk: typeof import('@/lib/error-tracker-sdk');
let tracker: typeof import('@/lib/error-tracker');

beforeAll(async () => {
  vi.stubEnv('VITE_SENTRY_DSN', DSN);
  vi.stubEnv('VITE_RELEASE', 'rel-2');
  vi.stubEnv('VITE_SENTRY_ENVIRONMENT', 'staging');
  vi.resetModules();
  tracker = await import('@/lib/error-tracker');
  sdk = await import('@/lib/error-tracker-sdk');
  sdk.startSdk(tracker.personalValues);
  vi.unstubAllEnvs();
});

afterEach(() => {
  envelopes.length = 0;
  tracker.hideFromErrorReports(() => []);
});

/** Sends `failure` and returns the one event posted for it. */
async function eventFor(failure: Failure) {
  server.use(
    http.post(INGEST, async ({ request }) => {
      envelopes.push(readEnvelope(await request.text()));
      return HttpResponse.json({});
    }),
  );
  sdk.sendFailure(failure);
  await vi.waitFor(() => expect(envelopes).toHaveLength(1));
  const events = envelopes[0]!.items.filter((item) => item.type === 'event');
  expect(events).toHaveLength(1);
  return { header: envelopes[0]!.header, event: events[0]!.payload };
}

describe('the error tracker SDK', () => {
  it('sends an uncaught error as an unhandled exception with its stack, release and environment', async () => {
    const { event } = await eventFor({
      kind: 'error',
      message: 'x is not a function',
      name: 'TypeError',
      stack: 'TypeError: x is not a function\n    at run (https://www.saludplena.example/assets/app-abc.js:1:200)',
      release: 'rel-2',
    });
    expect(event.release).toBe('rel-2');
    expect(event.environment).toBe('staging');
    expect(event.tags).toMatchObject({ failure: 'error' });
    const [exception] = event.exception.values;
    expect(exception).toMatchObject({ type: 'TypeError', value: 'x is not a function' });
    expect(exception.mechanism).toMatchObject({ type: 'auto.browser.error', handled: false });
    expect(exception.stacktrace.frames.at(-1)).toMatchObject({ function: 'run', lineno: 1, colno: 200 });
  });

  it("sends what a route's error page showed as handled", async () => {
    const { event } = await eventFor({ kind: 'page-error', message: 'Cannot read properties of undefined' });
    expect(event.exception.values[0].mechanism).toMatchObject({ type: 'auto.browser.page-error', handled: true });
  });

  it('sends an unusable answer as an error message grouped by its text, with its tags and no stack', async () => {
    const { event } = await eventFor({
      kind: 'api',
      message: 'server error 502 /api/web/pharmacy',
      tags: { path: '/api/web/pharmacy', status: 502 },
    });
    expect(event).toMatchObject({
      level: 'error',
      message: 'server error 502 /api/web/pharmacy',
      fingerprint: ['api', 'server error 502 /api/web/pharmacy'],
      tags: { failure: 'api', path: '/api/web/pharmacy', status: 502 },
    });
    expect(event.exception).toBeUndefined();
    expect(event.threads).toBeUndefined();
  });

  it('sends dropped rows as a warning grouped by the list, whatever the count', async () => {
    const { event } = await eventFor({
      kind: 'dropped-rows',
      message: '3 row(s) of pharmacies could not be read',
      tags: { list: 'pharmacies', count: 3 },
    });
    expect(event).toMatchObject({
      level: 'warning',
      fingerprint: ['dropped-rows', 'pharmacies'],
      tags: { failure: 'dropped-rows', list: 'pharmacies', count: 3 },
    });
  });

  it('keeps the release of the build that failed (a failure carried over a reload into a new release)', async () => {
    const { event } = await eventFor({ kind: 'rejection', message: 'lost', release: 'rel-1' });
    expect(event.release).toBe('rel-1');
  });

  it('sends no user, IP, cookie or query string, and no member value anywhere', async () => {
    tracker.hideFromErrorReports(() => ['30111222']);
    window.history.replaceState(null, '', '/panel/datos?numdoc=30111222');
    document.cookie = 'seen=1';
    const { header, event } = await eventFor({
      kind: 'error',
      message: 'boom',
      stack: 'Error: boom\n    at f (x.js:1:1)',
    });
    const sent = JSON.stringify({ header, event });
    expect(sent).not.toContain('30111222');
    expect(event.user).toBeUndefined();
    expect(event.request?.cookies).toBeUndefined();
    expect(Object.keys(event.request?.headers ?? {})).toEqual(['User-Agent']);
    expect(event.request?.url ?? '').not.toContain('?');
    expect(event.sdk?.settings?.infer_ip).toBe('never');
    window.history.replaceState(null, '', '/');
  });

  it('forgets the visit on sign-out: the next event carries none of the member’s breadcrumbs or scope', async () => {
    addBreadcrumb({ category: 'navigation', data: { from: '/panel', to: '/panel/facturas' } });
    getIsolationScope().setTag('panel-section', 'facturas');
    const before = await eventFor({ kind: 'error', message: 'before sign-out' });
    expect(JSON.stringify(before.event.breadcrumbs)).toContain('/panel/facturas');
    expect(before.event.tags).toMatchObject({ 'panel-section': 'facturas' });
    envelopes.length = 0;

    sdk.forgetTheVisit();
    const after = await eventFor({ kind: 'error', message: 'after sign-out' });
    expect(JSON.stringify(after.event.breadcrumbs ?? [])).not.toContain('/panel/facturas');
    expect(after.event.tags?.['panel-section']).toBeUndefined();
  });
});

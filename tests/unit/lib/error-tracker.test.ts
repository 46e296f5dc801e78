import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '@/lib/failure';

/** What the SDK was given to send (its module is loaded by the tracker only once there is something to send). */
const sent = vi.hoisted(() => [] as Failure[]);
vi.mock('@/lib/error-tracker-sdk', () => {
  return { startSdk: () => {}, sendFailure: (failure: Failure) => sent.push(failure) };
});

const DSN = 'http://e2e@127.0.0.1:4420/1';

/** The tracker as a build with this DSN has it (the environment is read once, as the module loads). */
async function trackerWith(dsn: string) {
  vi.stubEnv('VITE_SENTRY_DSN', dsn);
  vi.stubEnv('VITE_RELEASE', 'abc123');
  vi.resetModules();
  return import('@/lib/error-tracker');
}

const boom = (message: string) => new ErrorEvent('error', { error: new Error(message), message });

afterEach(() => {
  vi.unstubAllEnvs();
  sent.length = 0;
  sessionStorage.clear();
});

describe('the error tracker', () => {
  it('without a DSN records nothing, keeps nothing and sends nothing', async () => {
    const tracker = await trackerWith('');
    tracker.startErrorTracker();
    tracker.captureFailure({ kind: 'api', message: 'server error 500 /api/web/medical_entity' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'kaput' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('sends uncaught errors, rejections and code files that failed, with their stack and the release', async () => {
    const tracker = await trackerWith(DSN);
    tracker.startErrorTracker();
    window.dispatchEvent(boom('x is not a function'));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'lost';
    window.dispatchEvent(rejection);
    const preload = new Event('vite:preloadError') as Event & { payload?: unknown };
    preload.payload = new TypeError(
      'Failed to fetch dynamically imported module: https://s.example/assets/farmacias-abc.js',
    );
    window.dispatchEvent(preload);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[0]).toMatchObject({ kind: 'error', message: 'x is not a function', name: 'Error', release: 'abc123' });
    expect(sent[0]!.stack).toContain('x is not a function');
    expect(sent[1]).toMatchObject({ kind: 'rejection', message: 'lost' });
    expect(sent[2]).toMatchObject({ kind: 'code-file', name: 'TypeError', tags: { file: '/assets/farmacias-abc.js' } });
  });

  it('names an unusable API answer by its path without the query, and the imaging path without the member', async () => {
    const tracker = await trackerWith(DSN);
    tracker.startErrorTracker();
    tracker.captureUnusableAnswer('http://127.0.0.1/api/web/medical_entity?name=Ana&page=1', 500, 'server error');
    tracker.captureUnusableAnswer('/api/web/moreau/execute/LUCIA/30111222/19850412', 200, 'unreadable body');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({
      kind: 'api',
      message: 'server error 500 /api/web/medical_entity',
      tags: { path: '/api/web/medical_entity', status: 500 },
    });
    expect(sent[1]).toMatchObject({ message: 'unreadable body 200 /api/web/moreau/-' });
  });

  it(`sends at most ${5} events a page view, and the same failure once`, async () => {
    const tracker = await trackerWith(DSN);
    tracker.startErrorTracker();
    for (let i = 0; i < 3; i++) tracker.captureFailure({ kind: 'api', message: 'server error 502 /api/web/pharmacy' });
    for (let i = 0; i < 10; i++)
      tracker.captureFailure({ kind: 'dropped-rows', message: `${i + 1} row(s) of pharmacies` });
    await vi.waitFor(() => expect(sent).toHaveLength(tracker.MAX_EVENTS_PER_PAGE));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((f) => f.message)).toEqual([
      'server error 502 /api/web/pharmacy',
      '1 row(s) of pharmacies',
      '2 row(s) of pharmacies',
      '3 row(s) of pharmacies',
      '4 row(s) of pharmacies',
    ]);
  });

  it('keeps what a page could not send for the next page of the tab (a reload into a new release)', async () => {
    const before = await trackerWith(DSN);
    // Recorded, but the page reloads before the SDK could send it.
    before.captureFailure(before.codeFileFailure(new Error('Unable to preload CSS for /assets/panel-old.css')));
    expect(JSON.parse(sessionStorage.getItem('error-tracker:pending') ?? '[]')).toHaveLength(1);

    vi.stubEnv('VITE_RELEASE', 'next');
    vi.resetModules();
    const after = await import('@/lib/error-tracker');
    after.startErrorTracker();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'code-file',
      release: 'abc123',
      tags: { file: '/assets/panel-old.css', sent_after: 'reload' },
    });
    expect(sessionStorage.getItem('error-tracker:pending')).toBeNull();
  });

  it('the queue holds no personal data at rest: a failure is scrubbed as it is recorded', async () => {
    const tracker = await trackerWith(DSN);
    tracker.hideFromErrorReports(() => ['María Laura', 'González', 'eyJ.secret-token']);
    // Not started: nothing is sent, the queue stays in sessionStorage, as when the page leaves before the SDK loads.
    const error = new Error(
      'No plan for María Laura González, DNI 12.345.678, tel. 11 4567-8901, maria@correo.example',
    );
    tracker.captureFailure(tracker.failureOf('error', error, { contact: 'maria@correo.example', doc: '12 345 678' }));
    tracker.captureFailure(tracker.failureOf('rejection', 'Bearer eyJ.secret-token refused for 30111222'));
    const atRest = sessionStorage.getItem('error-tracker:pending') ?? '';
    const queue = JSON.parse(atRest) as Failure[];
    expect(queue.map((f) => f.message)).toEqual([
      'No plan for [filtered] [filtered], DNI [number], tel. [number], [email]',
      'Bearer [token] refused for [number]',
    ]);
    for (const personal of ['María', 'González', '12.345.678', '12 345 678', '4567-8901', 'maria@', '30111222', 'eyJ'])
      expect(atRest).not.toContain(personal);
    expect(queue[0]!.stack).toContain('[number]');
  });

  it('the queue is cleared on sign-out: nothing recorded for the member is sent after it', async () => {
    const tracker = await trackerWith(DSN);
    tracker.captureFailure({ kind: 'api', message: 'server error 500 /api/web/member/invoices' });
    expect(sessionStorage.getItem('error-tracker:pending')).not.toBeNull();
    tracker.forgetPendingFailures();
    expect(sessionStorage.getItem('error-tracker:pending')).toBeNull();
    tracker.startErrorTracker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CLSMetric, INPMetric, LCPMetric, Metric } from 'web-vitals';
import { createAppQueryClient } from '@/app/query-client';
import { routeTemplate } from '@/app/field-vitals';
import { sessionStore } from '@/features/session/session-store';
import { createTestRouter, signInAs } from '../../utils/render';

/** web-vitals needs the browser's performance entries (none in jsdom): the test hands its callbacks the metrics. */
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: Metric) => void>() }));
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: Metric) => void) => vitals.callbacks.set('LCP', cb),
  onCLS: (cb: (m: Metric) => void) => vitals.callbacks.set('CLS', cb),
  onINP: (cb: (m: Metric) => void) => vitals.callbacks.set('INP', cb),
}));

const base = { delta: 0, id: 'v5-1', navigationType: 'navigate' as const };
const lcp = (value: number): LCPMetric => ({ ...base, id: 'v5-lcp', name: 'LCP', value, rating: 'good', entries: [] });
const cls = (value: number): CLSMetric => ({ ...base, id: 'v5-cls', name: 'CLS', value, rating: 'good', entries: [] });

/** An interaction of `duration` ms on `target`, its handlers running from `processingStart` to `processingEnd`. */
function inp(
  target: Node | null,
  times: { startTime: number; processingStart: number; processingEnd: number },
  value: number,
) {
  const entry = { ...times, duration: value, target, name: 'pointerup', interactionId: 7 } as PerformanceEventTiming;
  return {
    ...base,
    id: 'v5-inp',
    name: 'INP',
    value,
    rating: value > 500 ? 'poor' : value > 200 ? 'needs-improvement' : 'good',
    entries: [entry],
  } as INPMetric;
}

function stubFetch() {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const bodies = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as { event: string; path: string; props: object });

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The modules as a build with this VITE_ANALYTICS_URL and release has them (the environment is read on load). */
async function load(url = '/__mock/analytics') {
  vi.stubEnv('VITE_ANALYTICS_URL', url);
  vi.stubEnv('VITE_RELEASE', '3f2a9c1');
  vi.resetModules();
  return { ...(await import('@/app/field-vitals')), ...(await import('@/app/after-start')) };
}

/** The app's router, loaded at this address as a visit would (the mock API answers in Vitest). */
async function routerAt(url: string) {
  const router = createTestRouter(createAppQueryClient(), url);
  await router.load();
  return router;
}

beforeEach(() => {
  vitals.callbacks.clear();
  setVisibility('visible');
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStore.clear();
});

describe('routeTemplate', () => {
  const templateAt = async (url: string) => routeTemplate((await routerAt(url)).state);

  it("is the route's template: never the query; a path no route matches whole is not-found", async () => {
    expect(await templateAt('/cartilla-medica?province_id=1&name=Ana%20P%C3%A9rez')).toBe('/cartilla-medica');
    expect(await templateAt('/farmacias/')).toBe('/farmacias');
    expect(await templateAt('/')).toBe('/');
    expect(await templateAt('/no-existe/30111222')).toBe('not-found');
    expect(await templateAt('/cartilla-medica/30111222')).toBe('not-found');
  });

  it("names a member's page by its route, without a trailing slash", async () => {
    signInAs();
    expect(await templateAt('/panel/facturas?page=2')).toBe('/panel/facturas');
    expect(await templateAt('/panel')).toBe('/panel');
  });

  it('keeps the parameter of a route that has one, not its value', () => {
    const match = (fullPath: string, pathname: string) => ({ fullPath, pathname, status: 'success' });
    const matches = [match('/', '/'), match('/socios/$memberId/', '/socios/30111222/')];
    expect(routeTemplate({ location: { pathname: '/socios/30111222' }, matches })).toBe('/socios/$memberId');
  });
});

describe('vitalProps', () => {
  it('gives name, rounded value, rating, route, release, navigation type and connection type', async () => {
    const { vitalProps } = await load();
    expect(vitalProps(lcp(2612.7), '/farmacias', '4g')).toEqual({
      name: 'LCP',
      value: 2613,
      rating: 'good',
      route: '/farmacias',
      release: '3f2a9c1',
      navigation_type: 'navigate',
      connection_type: '4g',
    });
    expect(vitalProps({ ...cls(0.123456), navigationType: 'reload' }, '/', undefined)).toMatchObject({
      value: 0.1235,
      navigation_type: 'reload',
      connection_type: 'unknown',
    });
  });

  it("for INP, the kind of element tapped (never its text or id) and the interaction's longest phase", async () => {
    const { vitalProps } = await load();
    const button = document.createElement('button');
    button.id = 'ana-perez';
    button.textContent = 'Ana Pérez';
    const cases = [
      // waiting for the main thread 150 ms, handlers 20 ms, paint 30 ms later
      [{ startTime: 1000, processingStart: 1150, processingEnd: 1170 }, 'input-delay'],
      [{ startTime: 1000, processingStart: 1010, processingEnd: 1180 }, 'processing'],
      [{ startTime: 1000, processingStart: 1010, processingEnd: 1030 }, 'presentation'],
    ] as const;
    for (const [times, phase] of cases) {
      expect(vitalProps(inp(button, times, 200), '/farmacias', '4g')).toMatchObject({
        name: 'INP',
        value: 200,
        rating: 'good',
        element: 'button',
        phase,
      });
    }
    const select = document.createElement('select');
    expect(vitalProps(inp(select, cases[0][0], 520), '/', '3g')).toMatchObject({ element: 'select', rating: 'poor' });
    // The element left the page before the entry was read.
    expect(vitalProps(inp(null, cases[1][0], 240), '/', '3g')).toMatchObject({
      element: 'unknown',
      phase: 'processing',
    });
    expect(JSON.stringify(vitalProps(inp(button, cases[0][0], 200), '/', '3g'))).not.toMatch(/ana|Pérez/i);
  });
});

describe('reportFieldVitals', () => {
  it('sends one web_vital event per metric when the page is hidden, and each only once', async () => {
    const { reportFieldVitals } = await load();
    window.history.replaceState(null, '', '/cartilla-medica?name=Ana');
    const router = await routerAt('/cartilla-medica?name=Ana');
    const fetch = stubFetch();
    reportFieldVitals(router);
    vitals.callbacks.get('LCP')!(lcp(1800));
    vitals.callbacks.get('INP')!(
      inp(document.createElement('select'), { startTime: 0, processingStart: 5, processingEnd: 90 }, 120),
    );
    // A later report of the same metric (a larger INP) replaces the one waiting.
    vitals.callbacks.get('INP')!(
      inp(document.createElement('button'), { startTime: 0, processingStart: 5, processingEnd: 260 }, 280),
    );
    expect(fetch).not.toHaveBeenCalled();

    vitals.callbacks.get('CLS')!(cls(0.02));
    setVisibility('hidden');
    expect(bodies(fetch)).toEqual([
      expect.objectContaining({
        event: 'web_vital',
        path: '/cartilla-medica',
        props: expect.objectContaining({ name: 'LCP', value: 1800, route: '/cartilla-medica' }),
      }),
      expect.objectContaining({
        props: expect.objectContaining({
          name: 'INP',
          value: 280,
          element: 'button',
          phase: 'processing',
          rating: 'needs-improvement',
        }),
      }),
      expect.objectContaining({
        props: expect.objectContaining({ name: 'CLS', value: 0.02, route: '/cartilla-medica' }),
      }),
    ]);
    for (const [url, init] of fetch.mock.calls) {
      expect(url).toBe('/__mock/analytics');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    }

    // Back on the tab and away again: web-vitals reports CLS again, with the same id; it was sent already.
    setVisibility('visible');
    vitals.callbacks.get('CLS')!(cls(0.3));
    setVisibility('hidden');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(bodies(fetch))).not.toMatch(/Ana|name=/);
  });

  it('gives LCP the route the visit landed on, CLS and INP the route shown when the page is hidden', async () => {
    const { reportFieldVitals } = await load();
    const router = await routerAt('/farmacias');
    reportFieldVitals(router);
    await router.navigate({ to: '/cartilla-medica', search: {} });
    const fetch = stubFetch();
    vitals.callbacks.get('LCP')!(lcp(900));
    vitals.callbacks.get('CLS')!(cls(0));
    setVisibility('hidden');
    expect(bodies(fetch).map((b) => (b.props as { route: string }).route)).toEqual(['/farmacias', '/cartilla-medica']);
  });
});

describe('startAfterFirstScreen', () => {
  it.each([
    ['without a collector (the default build)', '', {}],
    ['under Global Privacy Control', '/__mock/analytics', { globalPrivacyControl: true }],
    ['under Do Not Track', '/__mock/analytics', { doNotTrack: '1' }],
  ])('measures nothing and sends nothing %s', async (_name, url, browser) => {
    const { startAfterFirstScreen } = await load(url);
    const router = await routerAt('/farmacias');
    const fetch = stubFetch();
    vi.stubGlobal('navigator', { ...browser, userAgent: 'test' });
    startAfterFirstScreen(router);
    await vi.dynamicImportSettled();
    expect(vitals.callbacks.size).toBe(0);
    setVisibility('hidden');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts measuring where events may be sent', async () => {
    const { startAfterFirstScreen } = await load();
    startAfterFirstScreen(await routerAt('/farmacias'));
    await vi.dynamicImportSettled();
    expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
  });
});

describe('reportFieldVitals on a page still loading', () => {
  it("gives LCP the first route once the router has resolved it (a member's page is not prerendered)", async () => {
    const { reportFieldVitals } = await load();
    const router = createTestRouter(createAppQueryClient(), '/farmacias?x=1');
    reportFieldVitals(router);
    await router.load();
    const fetch = stubFetch();
    vitals.callbacks.get('LCP')!(lcp(700));
    setVisibility('hidden');
    expect(bodies(fetch).map((b) => (b.props as { route: string }).route)).toEqual(['/farmacias']);
  });
});

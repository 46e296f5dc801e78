import { afterEach, describe, expect, it, vi } from 'vitest';

function stubFetch() {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** `track` as a build with this VITE_ANALYTICS_URL has it (the module reads the environment once, as it loads). */
async function trackWith(url: string) {
  vi.stubEnv('VITE_ANALYTICS_URL', url);
  vi.resetModules();
  const { track } = await import('@/lib/analytics');
  return track;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('track()', () => {
  it('posts { event, path, ts, props } without cookies, surviving a navigation', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    window.history.replaceState(null, '', '/nuestros-planes?c60=&nombre=Ana');
    const track = await trackWith('https://metrics.example/e');
    const fetch = stubFetch();
    track('plan_signup_click', { plan: 'c60' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://metrics.example/e');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', mode: 'no-cors' });
    expect(init.headers).toBeUndefined();
    // The path only: a query string can hold what a visitor typed.
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'plan_signup_click',
      path: '/nuestros-planes',
      ts: Date.parse('2026-03-02T12:00:00Z'),
      props: { plan: 'c60' },
    });
  });

  it('is off without a URL (the default build), or with one that is neither absolute nor a path of the site', async () => {
    for (const url of ['', '//metrics.example/e', 'metrics.example/e', 'javascript:alert(1)']) {
      const track = await trackWith(url);
      const fetch = stubFetch();
      track('whatsapp_click');
      expect(fetch, url).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['Global Privacy Control', { doNotTrack: null, globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing under %s', async (_name, browser) => {
    const track = await trackWith('/__mock/analytics');
    const fetch = stubFetch();
    vi.stubGlobal('navigator', { ...browser, userAgent: 'test' });
    track('booking_click', { placement: 'header' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws nor rejects when the collector is unreachable', async () => {
    const track = await trackWith('/e');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => track('directory_share')).not.toThrow();
    await Promise.resolve();
  });
});

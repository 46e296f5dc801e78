import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, track } from '@/lib/analytics';

function stubFetch() {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('track()', () => {
  it('posts { event, path, ts, props } without cookies, surviving a navigation', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    window.history.replaceState(null, '', '/nuestros-planes?c60=&nombre=Ana');
    const fetch = stubFetch();
    createTracker('https://metrics.example/e')('plan_signup_click', { plan: 'c60' });
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

  it('is off without a URL (the default build)', () => {
    const fetch = stubFetch();
    createTracker('')('whatsapp_click');
    track('whatsapp_click');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control', { doNotTrack: null, globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing under %s', (_name, browser) => {
    const fetch = stubFetch();
    vi.stubGlobal('navigator', { ...browser, userAgent: 'test' });
    createTracker('/__mock/analytics')('booking_click', { placement: 'header' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws nor rejects when the collector is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => createTracker('/e')('directory_share')).not.toThrow();
    await Promise.resolve();
  });
});

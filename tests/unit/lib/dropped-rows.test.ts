import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '@/lib/failure';

/** What the error tracker's SDK was given to send (tests/unit/lib/error-tracker-sdk.test.ts reads what it posts). */
const tracked = vi.hoisted(() => [] as Failure[]);
vi.mock('@/lib/error-tracker-sdk', () => ({
  startSdk: () => {},
  sendFailure: (failure: Failure) => tracked.push(failure),
}));

/** `reportDroppedRows` as a build with this collector and error tracker has it (both read the environment once). */
async function reporterWith({ analytics, dsn }: { analytics: string; dsn: string }) {
  vi.stubEnv('VITE_ANALYTICS_URL', analytics);
  vi.stubEnv('VITE_SENTRY_DSN', dsn);
  vi.resetModules();
  (await import('@/lib/error-tracker')).startErrorTracker();
  return (await import('@/lib/dropped-rows')).reportDroppedRows;
}

function collector() {
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  type Post = { url: string; event: string; props: Record<string, unknown> };
  return () =>
    fetch.mock.calls.map(([url, init]): Post => ({ url, ...(JSON.parse(String(init.body)) as Omit<Post, 'url'>) }));
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tracked.length = 0;
  sessionStorage.clear();
});

describe('reportDroppedRows', () => {
  it("sends the list's name and the count to the collector and to the error tracker, never a row", async () => {
    const report = await reporterWith({ analytics: 'https://metrics.example/e', dsn: 'http://e2e@tracker.test/1' });
    const posts = collector();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    report('pharmacies', 3);
    expect(posts()).toEqual([
      expect.objectContaining({
        url: 'https://metrics.example/e',
        event: 'api_rows_dropped',
        props: { list: 'pharmacies', count: 3 },
      }),
    ]);
    await vi.waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({
      kind: 'dropped-rows',
      message: '3 row(s) of pharmacies could not be read',
      tags: { list: 'pharmacies', count: 3 },
    });
  });

  it('says it in the console in development', async () => {
    const report = await reporterWith({ analytics: '', dsn: '' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    report('providers', 2);
    expect(warn).toHaveBeenCalledWith('[api] providers: 2 row(s) could not be read and were left out');
  });

  it('reports each answer that lost rows once to the tracker, and one list once a page view', async () => {
    const report = await reporterWith({ analytics: 'https://metrics.example/e', dsn: 'http://e2e@tracker.test/1' });
    const posts = collector();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    report('providers', 1);
    report('providers', 1);
    report('pharmacies', 4);
    expect(posts().map((post) => post.props)).toEqual([
      { list: 'providers', count: 1 },
      { list: 'providers', count: 1 },
      { list: 'pharmacies', count: 4 },
    ]);
    await vi.waitFor(() => expect(tracked).toHaveLength(2));
    expect(tracked.map((failure) => failure.message)).toEqual([
      '1 row(s) of providers could not be read',
      '4 row(s) of pharmacies could not be read',
    ]);
  });

  it('sends nothing when no row was lost', async () => {
    const report = await reporterWith({ analytics: 'https://metrics.example/e', dsn: 'http://e2e@tracker.test/1' });
    const posts = collector();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    report('pharmacies', 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toEqual([]);
    expect(tracked).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a collector or a tracker configured, nothing leaves the browser', async () => {
    const report = await reporterWith({ analytics: '', dsn: '' });
    const posts = collector();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    report('pharmacies', 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toEqual([]);
    expect(tracked).toEqual([]);
  });
});

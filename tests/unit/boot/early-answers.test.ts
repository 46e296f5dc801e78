import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { earlyAnswersOf } from '@/boot/early-answers';
import type { EarlyAnswer } from '@/boot/boot-state';
import { answerEarlyFrom } from '@/lib/early-answers';
import { authorizeRequestsWith } from '@/lib/api-token';
import { api, apiUrl } from '@/lib/http';

/** The answers the prerendered page's start-up script asked for take the place of the app's same first calls. */
const URL_ = apiUrl('api/web/provinces?pagination=30');
const early = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function countCalls() {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl('api/web/provinces'), () => {
      calls.count += 1;
      return HttpResponse.json({ from: 'network' });
    }),
  );
  return calls;
}

/** What the app does as it starts: the answers the page's script asked for, handed to the HTTP client. */
const handOver = (early: Record<string, EarlyAnswer>) => answerEarlyFrom(earlyAnswersOf(early));

afterEach(() => {
  handOver({});
  authorizeRequestsWith(() => null);
});

describe('early answers', () => {
  it('answer the first GET of their URL, once; the next one goes to the API', async () => {
    const calls = countCalls();
    handOver({ [URL_]: early({ from: 'early' }) });

    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'early' });
    expect(calls.count).toBe(0);
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(1);
  });

  it('a failed early answer (an error status, or none at all) is asked again', async () => {
    const calls = countCalls();
    handOver({ [URL_]: early({ message: 'caído' }, 503) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });

    handOver({ [URL_]: Promise.resolve(undefined) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(2);
  });

  it("are never used for a signed-in member's calls (they carry the token)", async () => {
    const calls = countCalls();
    authorizeRequestsWith(() => 'token-del-socio');
    handOver({ [URL_]: early({ from: 'early' }) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(1);
  });
});

describe('earlyAnswersOf', () => {
  it('gives each URL’s answer once; a URL without one gets nothing', async () => {
    const answer = early({ from: 'early' });
    const take = earlyAnswersOf({ [URL_]: answer });
    expect(take(apiUrl('api/web/areas'))).toBeUndefined();
    expect(take(URL_)).toBe(answer);
    expect(take(URL_)).toBeUndefined();
  });

  it('a new hand-over replaces what was left of the last one', async () => {
    const calls = countCalls();
    handOver({ [URL_]: early({ from: 'first' }) });
    handOver({});
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(1);
  });
});

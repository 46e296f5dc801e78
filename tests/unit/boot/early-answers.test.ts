import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { acceptEarlyAnswers, takeEarlyAnswer } from '@/boot/early-answers';
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

afterEach(() => {
  acceptEarlyAnswers({});
  authorizeRequestsWith(() => null);
});

describe('early answers', () => {
  it('answer the first GET of their URL, once; the next one goes to the API', async () => {
    const calls = countCalls();
    acceptEarlyAnswers({ [URL_]: early({ from: 'early' }) });

    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'early' });
    expect(calls.count).toBe(0);
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(1);
  });

  it('a failed early answer (an error status, or none at all) is asked again', async () => {
    const calls = countCalls();
    acceptEarlyAnswers({ [URL_]: early({ message: 'caído' }, 503) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });

    acceptEarlyAnswers({ [URL_]: Promise.resolve(undefined) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(2);
  });

  it("are never used for a signed-in member's calls (they carry the token)", async () => {
    const calls = countCalls();
    authorizeRequestsWith(() => 'token-del-socio');
    acceptEarlyAnswers({ [URL_]: early({ from: 'early' }) });
    expect(await api.get('api/web/provinces?pagination=30').json()).toEqual({ from: 'network' });
    expect(calls.count).toBe(1);
  });
});

describe('takeEarlyAnswer', () => {
  it('gives each URL’s answer once; a URL without one gets nothing', async () => {
    const answer = early({ from: 'early' });
    acceptEarlyAnswers({ [URL_]: answer });
    expect(takeEarlyAnswer(apiUrl('api/web/areas'))).toBeUndefined();
    expect(takeEarlyAnswer(URL_)).toBe(answer);
    expect(takeEarlyAnswer(URL_)).toBeUndefined();
  });

  it('a new hand-over replaces what was left of the last one', () => {
    acceptEarlyAnswers({ [URL_]: early({ from: 'first' }) });
    acceptEarlyAnswers({});
    expect(takeEarlyAnswer(URL_)).toBeUndefined();
  });
});

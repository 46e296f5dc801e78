import { http, HttpResponse } from 'msw';

/**
 * A stand-in for the error tracker's ingest endpoints (Sentry's and GlitchTip's paths): `npm test` builds the site for
 * e2e with a DSN whose host is the site itself (`http://e2e@127.0.0.1:<port>/1`), so the SDK posts its envelopes to
 * `/api/1/envelope/`, which nginx proxies here like every `/api/` call. It accepts anything and keeps nothing: the
 * tests read what the page sent from the browser's side (tests/e2e/error-tracker.spec.ts).
 */
export const errorTrackerHandlers = [
  http.post('*/api/:project/envelope/', () => HttpResponse.json({})),
  http.post('*/api/:project/security/', () => new HttpResponse(null, { status: 204 })),
];

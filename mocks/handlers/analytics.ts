import { http, HttpResponse } from 'msw';

/** The bodies received, with when (ms since the epoch): the last 1,000, in memory. */
const received: { at: number; body: string }[] = [];

/**
 * POST /__mock/analytics: a stand-in collector for the site's analytics events (VITE_ANALYTICS_URL=/__mock/analytics,
 * as `npm test` builds the site for e2e). It accepts any event and answers 204. `GET /__mock/analytics?since=MS`
 * lists the bodies (text, in the order received) that arrived at or after MS: what a page sends as it is leaving goes
 * out once the page is gone, where a test cannot intercept it (tests/e2e/field-vitals.spec.ts).
 */
export const analyticsHandlers = [
  http.post('*/__mock/analytics', async ({ request }) => {
    received.push({ at: Date.now(), body: await request.text() });
    received.splice(0, received.length - 1000);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/__mock/analytics', ({ request }) => {
    const since = Number(new URL(request.url).searchParams.get('since') ?? Infinity);
    return HttpResponse.json(received.filter((r) => r.at >= since).map((r) => r.body));
  }),
];

import { http, HttpResponse } from 'msw';

/**
 * POST /__mock/analytics: a stand-in collector for the site's analytics events (VITE_ANALYTICS_URL=/__mock/analytics,
 * as `npm test` builds the site for e2e). It accepts any event and answers 204; nothing is kept.
 */
export const analyticsHandlers = [http.post('*/__mock/analytics', () => new HttpResponse(null, { status: 204 }))];

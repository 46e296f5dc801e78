import { http, HttpResponse } from 'msw';

/**
 * GET /__mock/echo: the request as the mock API received it (method, path, headers). Tests read it to check what a
 * proxy in front of the API passes on (tests/e2e/production-server.spec.ts: X-Forwarded-For is the client's address).
 */
export const inspectHandlers = [
  http.get('*/__mock/echo', ({ request }) =>
    HttpResponse.json({
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
    }),
  ),
];

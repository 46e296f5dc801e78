import { http, HttpResponse } from 'msw';

/**
 * GET /api/__mock/echo: the request as the mock API received it (method, path, headers). Tests read it to check what
 * the proxy in front of the API passes on (tests/e2e/production-server.spec.ts: X-Forwarded-For is the client's
 * address). Under /api/ so that it goes through the API's location of deploy/site.conf. Mock only. It answers with
 * the X-Powered-By a PHP API sends and a debug profiler's tokens, which the edge must not pass on
 * (tests/unit/nginx-edge.test.ts).
 */
export const inspectHandlers = [
  http.get('*/api/__mock/echo', ({ request }) =>
    HttpResponse.json(
      {
        method: request.method,
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers.entries()),
      },
      {
        headers: {
          'X-Powered-By': 'PHP/8.3.14',
          'X-Debug-Token': 'a1b2c3',
          'X-Debug-Token-Link': 'http://127.0.0.1/_profiler/a1b2c3',
        },
      },
    ),
  ),
];

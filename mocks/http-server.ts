/**
 * The same msw handlers as a real HTTP server (for the built site and e2e).
 *
 * Like a real API behind a proxy, it never shows a stack trace: a body it cannot read is a 400 JSON answer, one over
 * MAX_MOCK_BODY_BYTES a 413 JSON answer, and the control endpoints (/__mock/…) answer only loopback hosts.
 *
 * A small adapter over msw's `getResponse` rather than
 * @mswjs/http-middleware's `createMiddleware`. Checked with 0.10.3:
 * createMiddleware handles multipart and bodiless 204s correctly, but it
 * crashes the whole process on a network-error response (the failure
 * switch's 'network' status: "Invalid status code: 0"), and an unknown
 * /api/ path falls through to the SPA (HTML 404 / index.html). This adapter
 * drops the connection for 'network', answers a JSON 404 for unknown API
 * paths, and streams the raw request body (multipart reaches
 * `request.formData()` untouched).
 */
import { Readable, Transform } from 'node:stream';
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { failureRulesFromEnv, setFailureRules, type FailureRule } from './failures';
import { handlers as defaultHandlers } from './handlers';

/** A little above the site's own limit (deploy/site.conf: 55m), so behind nginx it is nginx's 413 that is tested. */
export const MAX_MOCK_BODY_BYTES = 60 * 1024 * 1024;

/** The control endpoints change what every visitor of this server sees: only for requests to a loopback host. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export type MockApiOptions = {
  handlers?: RequestHandler[];
  /** Initial failure rules; default: parsed from env MOCK_FAIL. */
  failures?: FailureRule[];
};

function toFetchRequest(req: ExpressRequest): Request {
  const origin = `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
  const url = new URL(req.originalUrl, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(capped(req)) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body.
    duplex: hasBody ? 'half' : undefined,
  });
}

class BodyTooLarge extends Error {}

/** The request body, failing once it passes MAX_MOCK_BODY_BYTES (a chunked body has no Content-Length to check). */
function capped(req: ExpressRequest): Readable {
  let received = 0;
  return req.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > MAX_MOCK_BODY_BYTES ? new BodyTooLarge() : null, chunk);
      },
    }),
  );
}

const jsonError = (res: ExpressResponse, status: number, message: string) =>
  res.status(status).setHeader('cache-control', 'no-store').json({ message });

/** Express middleware answering from the handlers; unmatched /api/ and /__mock/ paths get a JSON 404. */
export function createMockApiMiddleware(handlers: RequestHandler[] = defaultHandlers) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (Number(req.get('content-length') ?? 0) > MAX_MOCK_BODY_BYTES) {
      jsonError(res, 413, 'Payload Too Large');
      req.resume();
      return;
    }
    if (req.originalUrl.startsWith('/__mock/') && !LOOPBACK_HOST.test(req.get('host') ?? '')) {
      jsonError(res, 403, 'The mock control endpoints answer loopback hosts only.');
      return;
    }
    try {
      const request = toFetchRequest(req);
      const origin = new URL(request.url).origin;
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (!response) {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/api/') || pathname.startsWith('/__mock/')) {
          res.status(404).json({ message: 'Not Found' });
          return;
        }
        next();
        return;
      }
      if (response.type === 'error') {
        // The failure switch's 'network' status: drop the connection.
        req.socket.destroy();
        return;
      }
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name.toLowerCase() === 'set-cookie') res.append(name, value);
        else res.setHeader(name, value);
      });
      res.setHeader('cache-control', 'no-store');
      if (!response.body || req.method === 'HEAD' || response.status === 204 || response.status === 304) {
        res.end();
        return;
      }
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      // A handler that cannot read the body (bad multipart, a cut connection, too many bytes): the API's answer to a
      // malformed request, never Express's HTML page with a stack trace.
      if (res.headersSent) res.end();
      else if (error instanceof BodyTooLarge || (error as Error).cause instanceof BodyTooLarge)
        jsonError(res, 413, 'Payload Too Large');
      else jsonError(res, 400, 'Bad Request');
    }
  };
}

/** How many of the latest requests the request log keeps. */
const REQUEST_LOG_SIZE = 1000;

/**
 * Every request the server received (method and raw request target, as the proxy sent it), whatever its path:
 * `GET /__mock/requests` lists the latest, `DELETE /__mock/requests` empties the list. The edge's tests read it to
 * show that a refused request never reached the API (tests/unit/nginx-edge.test.ts). Control requests are not kept.
 */
function requestLog() {
  const seen: string[] = [];
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const control = req.originalUrl.split('?')[0] === '/__mock/requests';
    if (control && LOOPBACK_HOST.test(req.get('host') ?? '') && (req.method === 'GET' || req.method === 'DELETE')) {
      if (req.method === 'DELETE') seen.length = 0;
      res.setHeader('cache-control', 'no-store');
      if (req.method === 'DELETE') res.status(204).end();
      else res.json({ requests: seen });
      return;
    }
    if (!control) {
      seen.push(`${req.method} ${req.originalUrl}`);
      if (seen.length > REQUEST_LOG_SIZE) seen.shift();
    }
    next();
  };
}

/** An express app with only the mock API (mounted on /api and /__mock), and its request log. */
export function createMockApiApp(options: MockApiOptions = {}) {
  setFailureRules(options.failures ?? failureRulesFromEnv());
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog());
  app.use(['/api', '/__mock'], createMockApiMiddleware(options.handlers ?? defaultHandlers));
  return app;
}

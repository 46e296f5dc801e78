/**
 * Serve the production build (dist/) and the mock API on the same origin.
 *
 *   tsx scripts/serve.ts            # http://127.0.0.1:4173
 *   PORT=8080 HOST=0.0.0.0 tsx scripts/serve.ts
 *   MOCK_FAIL="GET /api/web/pharmacy=500" tsx scripts/serve.ts   # see mocks/README.md
 *
 * Static files go out as the build precompressed them (scripts/precompress.mjs: Brotli, else gzip, by what the
 * browser accepts), anything else gzip-compressed on the fly; /assets/* (hashed names) are cached for a
 * year, index.html is never cached; any other path without a file extension
 * falls back to index.html (SPA routing). /api/* and /__mock/* are the mock API.
 * SERVE_PRERENDERED=on answers public routes with their prerendered HTML, as production does (see below).
 * Every response carries the production security headers (scripts/security-headers.ts, the same as deploy/nginx.conf).
 */
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { formatFailureRule, failureRulesFromEnv, getFailureRules, setFailureRules } from '../mocks/failures';
import { createMockApiMiddleware } from '../mocks/http-server';
import { securityHeaders } from './security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const indexHtml = path.join(dist, 'index.html');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(indexHtml) || !statSync(indexHtml).isFile()) {
  console.error(
    `serve: no build found (${path.relative(process.cwd(), indexHtml) || indexHtml} is missing).\n` +
      'Run `npm run build` first, or `npm start` to build and serve in one step.',
  );
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

try {
  setFailureRules(failureRulesFromEnv());
} catch (error) {
  console.error(`serve: MOCK_FAIL: ${(error as Error).message}`);
  process.exit(1);
}

const noCache = (res: ServerResponse) => res.setHeader('Cache-Control', 'no-cache');

const app = express();
app.disable('x-powered-by');
app.use(compression());
// The production headers (scripts/security-headers.ts, mirrored in deploy/): every e2e test runs under the real CSP.
// Plain http on loopback: no HSTS / upgrade-insecure-requests (HTTPS=1 adds them behind a TLS proxy).
const headers = Object.entries(securityHeaders(undefined, { https: process.env.HTTPS === '1' }));
app.use((_req, res, next) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  next();
});

// The mock API on the same origin.
app.use(['/api', '/__mock'], createMockApiMiddleware());

// Each file as the build precompressed it (`<file>.br`, `<file>.gz`), or as it is.
const staticFiles = expressStaticGzip(dist, {
  enableBrotli: true,
  orderPreference: ['br'],
  // No index file for `/` here: the fallback below decides which page a path gets.
  index: false,
  serveStatic: {
    // Only dist/'s own dot segments matter here (none are shipped); the checkout's path may contain some.
    dotfiles: 'ignore',
    // /cartilla-medica is a route whose prerendered page lives in dist/cartilla-medica/: no redirect to a slash.
    redirect: false,
    setHeaders(res, filePath) {
      // The headers of the file itself, whichever copy goes out.
      const relative = path
        .relative(dist, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relative.startsWith('assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (
        relative.endsWith('.html') ||
        /^(mockServiceWorker|sw|workbox-[\w-]+)\.js$|^manifest\.webmanifest$/.test(relative)
      )
        noCache(res);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  },
});
app.use(staticFiles);

// SPA fallback: GET/HEAD of a path without a file extension gets index.html (the shell). With SERVE_PRERENDERED=on
// (`npm run perf`, and what deploy/nginx.conf does in production) a public route gets its prerendered page
// (scripts/prerender/build.mjs: dist/<route>/index.html, dist/index.prerendered.html for /). Off by default because the
// e2e suite clicks as soon as an element is visible, and a prerendered button does nothing until the app has started.
const servePrerendered = process.env.SERVE_PRERENDERED === 'on';
const homePage = path.join(dist, 'index.prerendered.html');
function pageFor(urlPath: string): string {
  if (!servePrerendered) return indexHtml;
  if (urlPath === '/') return existsSync(homePage) ? homePage : indexHtml;
  const route = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
  if (!/^\/[a-z0-9\-/]+$/.test(route)) return indexHtml;
  const file = path.join(dist, route.slice(1), 'index.html');
  return file.startsWith(dist + path.sep) && existsSync(file) ? file : indexHtml;
}
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (path.posix.extname(req.path) !== '') return next();
  // The page as a static file of dist/, precompressed like the others.
  req.url = `/${path.relative(dist, pageFor(req.path)).split(path.sep).join('/')}`;
  staticFiles(req, res, next);
});

app.use((_req, res) => {
  res.status(404).type('text/plain').send('Not Found');
});

const server = app.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Serving ${path.relative(root, dist) || dist} and the mock API on http://${shownHost}:${actualPort}`);
  const rules = getFailureRules();
  if (rules.length > 0) console.log(`Mock failures (MOCK_FAIL): ${rules.map(formatFailureRule).join(', ')}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `serve: port ${port} on ${host} is already in use (set PORT to another one).`
      : `serve: ${error.message}`,
  );
  process.exit(1);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

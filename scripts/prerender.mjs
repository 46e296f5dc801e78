// Prerenders the public pages' HTML after `vite build` (run by `npm run build`): each route of the sitemap is
// loaded in headless Chromium from the built site, where the app renders it to HTML with react-dom/server
// (src/app/prerendered-page.ts): its first screen (header, page, footer; results still loading because API calls
// are held back, the reference lists that the directories' native selects offer answered). That markup, the route's
// title, description, canonical URL and Open Graph tags, and the cached reference lists (JSON) are written to
// dist/<route>/index.html. Browsers paint it with the CSS alone; the directories' GET search form works before any
// script; the app then hydrates the same markup (src/main.tsx) instead of rendering the page again.
// Servers: deploy/nginx.conf (and serve.ts with SERVE_PRERENDERED=on) answer /<route> with dist/<route>/index.html,
// other paths with index.html.
//
//   node scripts/prerender.mjs [dist]      PRERENDER=off npm run build   # skip
/* global document, location, window */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadEnv } from 'vite';
import { publicRoutes } from './sitemap.mjs';

if (process.env.PRERENDER === 'off') process.exit(0);

const dist = path.resolve(process.argv[2] ?? 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.warn(`prerender: no Chromium at ${chromePath} (set CHROME_PATH): the build is served as a plain SPA.`);
  process.exit(0);
}
// Absolute URLs (canonical, og:url, og:image) need the public origin; without it they are left to the client.
const siteUrl = (
  process.env.VITE_PUBLIC_SITE_URL ||
  loadEnv('production', process.cwd(), 'VITE_').VITE_PUBLIC_SITE_URL ||
  ''
).replace(/\/+$/, '');

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, SERVE_PRERENDERED: 'off' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stop);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
  server.on('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
});

const HELD_ASSETS = /\/assets\/(map-view|maplibre-gl)-/;
// The reference lists that the directories' native selects offer before the app runs (their GET form works on the
// prerendered page): answered at build time, by PRERENDER_API_URL when set (the real API of the deploy) or else by
// the mock API. Every other call is held, so lists and results stay in their loading state.
const REFERENCE_LISTS = /\/api\/web\/(provinces|medical_service|medical_specialty)(\?|$)/;
const referenceApi = (process.env.PRERENDER_API_URL ?? '').replace(/\/+$/, '');
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const setMeta = (html, key, value, content) => {
  const re = new RegExp(`(<meta ${key}="${value}" content=")[^"]*(")`);
  return re.test(html) ? html.replace(re, `$1${attr(content)}$2`) : html;
};

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
let written = 0;
try {
  for (const route of publicRoutes()) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 900 },
      locale: 'es-AR',
    });
    const page = await context.newPage();
    // The app then offers its server rendering of the page (src/app/prerendered-page.ts).
    await page.addInitScript(() => {
      window.__PRERENDER__ = true;
    });
    // API answers are data, not page: hold them so lists render their loading state. Maps too: the browser loads
    // them when they near the viewport, so the page carries their placeholder and none of their CSS.
    const answering = new Set();
    await page.route('**/api/**', async (request) => {
      const url = new URL(request.request().url());
      if (!REFERENCE_LISTS.test(url.pathname + url.search)) return; // held
      answering.add(request);
      try {
        if (!referenceApi) await request.continue();
        else
          await request.fulfill({
            response: await request.fetch({ url: `${referenceApi}${url.pathname}${url.search}` }),
          });
      } catch (error) {
        console.warn(`prerender: ${url.pathname} not answered (${error.message}); its select is left loading`);
      } finally {
        answering.delete(request);
      }
    });
    await page.route(HELD_ASSETS, () => {});
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
    try {
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
    } catch {
      console.warn(`prerender: ${route} has no h1 after 15 s; left to the client`);
      await context.close();
      continue;
    }
    for (let waited = 0; answering.size > 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    await page.waitForTimeout(300); // fonts, images' boxes, effects of the first render (and of the lists)
    const snapshot = await page.evaluate(async () => {
      // React's server rendering of the same page (react-dom/server, in this browser): the markup the app hydrates.
      const { html, queries } = await window.__renderPrerendered();
      const template = document.createElement('template');
      template.innerHTML = html;
      // The route's <title> and <meta> are written into the head below, from the live page.
      // React puts the tags it hoists (title, meta, preload links) first; the client renders them into the head.
      [...template.content.children]
        .filter((tag) => ['TITLE', 'META', 'LINK'].includes(tag.tagName))
        .forEach((tag) => tag.remove());
      // Forms stay inert until the app takes the page over (a native submit would put what was typed in the
      // address), except the directories' GET search forms, which work without the app.
      template.content.querySelectorAll('form:not([method="get"])').forEach((form) => form.setAttribute('inert', ''));
      return { root: template.innerHTML, queries, ...readHead() };

      function readHead() {
        return {
          title: document.title,
          // The route's own description is the last one (index.html's default comes first).
          description: [...document.querySelectorAll('meta[name="description"]')].at(-1)?.getAttribute('content') ?? '',
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
          ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
          ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? '',
          ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
          ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
          scheme: document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light',
          // The route's own CSS (CSS modules of lazy chunks) that Vite added while loading it: without it the page
          // would paint unstyled and shift when the app starts.
          styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
            (link) => new URL(link.href, location.href).pathname,
          ),
        };
      }
    });
    await context.close();

    const local = `http://127.0.0.1:${port}`;
    const absolute = (url) => (siteUrl ? url.replace(local, siteUrl) : '');
    let html = template;
    html = html.replace(
      /<html lang="es-AR">/,
      `<html lang="es-AR" data-mantine-color-scheme="${attr(snapshot.scheme)}">`,
    );
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${text(snapshot.title)}</title>`);
    html = setMeta(html, 'name', 'description', snapshot.description);
    html = setMeta(html, 'property', 'og:title', snapshot.ogTitle);
    html = setMeta(html, 'property', 'og:description', snapshot.ogDescription);
    if (siteUrl) {
      html = setMeta(html, 'property', 'og:image', absolute(snapshot.ogImage));
      html = html.replace(
        '</head>',
        `  <meta property="og:url" content="${attr(absolute(snapshot.ogUrl))}" />\n    <link rel="canonical" href="${attr(absolute(snapshot.canonical))}" />\n  </head>`,
      );
    }
    const routeStyles = snapshot.styles.filter(
      (href) => href.startsWith('/assets/') && !template.includes(href) && !HELD_ASSETS.test(href),
    );
    html = html.replace(
      '</head>',
      `${routeStyles.map((href) => `  <link rel="stylesheet" crossorigin href="${attr(href)}">\n`).join('')}  </head>`,
    );
    // The reference lists the page shows, for the app's cache before it hydrates (JSON, never run as script).
    const queries = snapshot.queries.replace(/</g, '\\u003c');
    html = html.replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="">${snapshot.root}</div>\n    <script type="application/json" id="prerendered-queries">${queries}</script>`,
    );
    const file =
      route === '/' ? path.join(dist, 'index.prerendered.html') : path.join(dist, route.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written += 1;
  }
} finally {
  await browser.close();
  stop();
}
console.log(`prerender: ${written} public pages written to ${path.relative(process.cwd(), dist) || dist}`);

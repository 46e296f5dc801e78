// Prerenders the public pages' HTML after `vite build` (run by `npm run build`; src/boot/README.md tells the
// whole story).
// Each route of the sitemap is loaded in headless Chromium from the built site, where the app renders it to HTML with
// react-dom/server (src/boot/prerendered-page.ts): its first screen (header, page, footer; results still
// loading because API calls are held back, the reference lists that the directories' native selects offer answered).
// Written to dist/<route>/index.html with it:
// - the route's title, description, canonical URL and Open Graph tags, and its CSS;
// - a `modulepreload` for every script its first screen needs (one round trip of code), at low priority so that they
//   follow the CSS instead of delaying the first paint;
// - the cached reference lists (JSON: from PRERENDER_API_URL, never the mock's in a production build,
//   ./reference-lists.mjs) and the first screen's API calls (JSON), which src/boot/boot.ts starts at once;
// - the page's variants for the query parameters that change its first screen (`?c60`), as <template>s;
// - the boot scripts inline (./inline-boot.mjs): boot-head.ts first in the head, boot.ts right after #root.
// Servers: deploy/nginx.conf (and serve.ts with SERVE_PRERENDERED=on) answer /<route> with dist/<route>/index.html,
// other paths with index.html.
//
//   tsx scripts/prerender/build.mjs [dist]      PRERENDER=off npm run build   # skip
/* global document, location, window */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadEnv } from 'vite';
import { serveBuild } from '../serve-build.mjs';
import { publicRoutes } from '../sitemap.mjs';
import {
  EARLY_ID,
  PRERENDER_GLOBAL,
  PRERENDERED_ATTR,
  QUERIES_ID,
  QUERY_VARIANT_ATTR,
  RENDER_PRERENDERED_GLOBAL,
} from '../../src/boot/boot-names.ts';
import { bootHeadScript, bootScript } from './inline-boot.mjs';
import { answerReferenceList, describeSource, REFERENCE_LISTS, referenceListSource } from './reference-lists.mjs';

/** Query parameters that change a page's first screen: prerendered as variants. */
const QUERY_VARIANTS = { '/nuestros-planes': ['c60'], '/preguntas-frecuentes': ['ff=true'] };

if (process.env.PRERENDER === 'off') process.exit(0);

const dist = path.resolve(process.argv[2] ?? 'dist');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
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

const { port, stop } = await serveBuild(undefined, { dist, prerendered: false });
const local = `http://127.0.0.1:${port}`;

const HELD_ASSETS = /\/assets\/(map-view|maplibre-gl)-/;
const listSource = referenceListSource();
console.log(describeSource(listSource));
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const setMeta = (html, key, value, content) => {
  const re = new RegExp(`(<meta ${key}="${value}" content=")[^"]*(")`);
  return re.test(html) ? html.replace(re, `$1${attr(content)}$2`) : html;
};

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });

/** The app's server rendering of one address, with what its first screen loaded and asked for. */
async function snapshotOf(address) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
    locale: 'es-AR',
  });
  try {
    const page = await context.newPage();
    // The app then offers its server rendering of the page (src/boot/prerendered-page.ts).
    await page.addInitScript((name) => {
      window[name] = true;
    }, PRERENDER_GLOBAL);
    // API answers are data, not page: hold them so lists render their loading state. Maps too: the browser loads
    // them when they near the viewport, so the page carries their placeholder and none of their CSS. Every GET the
    // first screen makes is noted: src/boot/boot.ts starts them on the visitor's phone beside the code.
    // Not a reference list answered here: the page carries it (its prerendered queries), and the app asks for it
    // again only once it owns the page, so on a slow link it does not share the first screen's bandwidth.
    const answering = new Set();
    const calls = [];
    await page.route('**/api/**', async (request) => {
      const url = new URL(request.request().url());
      const call =
        request.request().method() === 'GET' ? (url.origin === local ? url.pathname + url.search : url.href) : null;
      if (!REFERENCE_LISTS.test(url.pathname + url.search)) {
        if (call) calls.push(call);
        return; // held
      }
      answering.add(request);
      try {
        const answered = await answerReferenceList(request, listSource); // or held (./reference-lists.mjs)
        if (call && !answered) calls.push(call);
      } finally {
        answering.delete(request);
      }
    });
    await page.route(HELD_ASSETS, () => {});
    await page.goto(`${local}${address}`, { waitUntil: 'load' });
    try {
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
    } catch {
      console.warn(`prerender: ${address} has no h1 after 15 s; left to the client`);
      return null;
    }
    for (let waited = 0; answering.size > 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    await page.waitForTimeout(300); // fonts, images' boxes, effects of the first render (and of the lists)
    const snapshot = await page.evaluate(async (renderPrerendered) => {
      // React's server rendering of the same page (react-dom/server, in this browser): the markup the app hydrates.
      const { html, queries, scripts } = await window[renderPrerendered]();
      const template = document.createElement('template');
      template.innerHTML = html;
      // The route's <title>, <meta> and canonical <link> are written into the head below, from the live page.
      // React puts the tags it hoists (title, meta, links) first; the client renders them into the head.
      [...template.content.children]
        .filter((tag) => ['TITLE', 'META', 'LINK'].includes(tag.tagName))
        .forEach((tag) => tag.remove());
      return { root: template.innerHTML, queries, scripts, ...readHead() };

      // What the routes' `head` rendered (src/app/head-tags.tsx leaves one tag of each kind: index.html's defaults
      // give way).
      function readHead() {
        return {
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
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
    }, RENDER_PRERENDERED_GLOBAL);
    return { ...snapshot, calls: [...new Set(calls)] };
  } finally {
    await context.close();
  }
}

const absolute = (url) => (siteUrl ? url.replace(local, siteUrl) : '');
const headTags = (tags) => tags.map((tag) => `  ${tag}\n`).join('');

let written = 0;
try {
  for (const route of publicRoutes()) {
    const snapshot = await snapshotOf(route);
    if (!snapshot) continue;
    let html = template;
    // First in the head, before any stylesheet: a script after one waits for it (and so would the parser).
    html = html.replace('<head>', `<head>\n    <script>${bootHeadScript}</script>`);
    // This page paints without any script (index.html's shell cannot): the entry and its modules follow the CSS
    // instead of sharing the link with it.
    html = html
      .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
      .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');
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
    const firstScreenScripts = snapshot.scripts.filter(
      (href) => href.startsWith('/assets/') && !template.includes(href) && !HELD_ASSETS.test(href),
    );
    html = html.replace(
      '</head>',
      `${headTags([
        ...routeStyles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
      ])}  </head>`,
    );
    const variants = [];
    for (const query of QUERY_VARIANTS[route] ?? []) {
      const variant = await snapshotOf(`${route}?${query}`);
      if (variant) variants.push(`<template ${QUERY_VARIANT_ATTR}="${attr(query)}">${variant.root}</template>`);
    }
    // JSON, never run as script: the reference lists for the app's cache before it hydrates, and the API calls that
    // boot.ts starts.
    const json = (id, value) => `<script type="application/json" id="${id}">${value.replace(/</g, '\\u003c')}</script>`;
    html = html.replace(
      '<div id="root"></div>',
      [
        `<div id="root" ${PRERENDERED_ATTR}="">${snapshot.root}</div>`,
        ...variants,
        json(QUERIES_ID, snapshot.queries),
        json(EARLY_ID, JSON.stringify({ calls: snapshot.calls, scripts: firstScreenScripts })),
        `<script>${bootScript}</script>`,
      ].join('\n    '),
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

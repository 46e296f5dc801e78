// `npm run tap-ready`: how long a visitor on a mid-range phone waits, from navigation, until the app answers taps on a
// prerendered public page: the moment the app has taken the page over (src/boot/app-owns-page.ts removes
// #root's PRERENDERED_ATTR once React owns the page). Before it, the page looks ready but its buttons are the static
// copy. Run with tsx: the start-up's names come from src/boot/boot-names.ts.
//
//   npm run tap-ready                     # build + measure / /cartilla-medica /farmacias /nuestros-planes
//   SKIP_BUILD=1 npm run tap-ready        # measure the existing dist/
//   TAP_ROUTES="/ /farmacias?province_id=6" TAP_RUNS=3 npm run tap-ready
//   TAP_WATERFALL=1 SKIP_BUILD=1 npm run tap-ready   # also prints each route's first run's requests (the waterfall)
//   TAP_SERVER=nginx SKIP_BUILD=1 npm run tap-ready   # behind the shipped nginx config over HTTPS + HTTP/2, as
//                                                     # production serves it (the default is a plain HTTP/1.1 host)
//   TAP_BASE=../base SKIP_BUILD=1 npm run tap-ready   # beside another checkout's build, each served by its own
//                                                     # checkout's server (its CSP hashes its inline scripts)
//
// Each run is a first visit (a new browser context: empty cache) at Chromium's Slow 4G (150 ms, 1.6 Mbit/s down,
// 750 kbit/s up, set through CDP) with the CPU 4× slower. Prints every run, the median of 5 (TAP_RUNS) and the
// first-paint time beside it; exits 1 when a route's median is above the bar (2.2 s, docs/performance.md).
// With TAP_BASE the two builds take turns run by run in one browser (which goes first alternates), so a busy moment
// of the machine falls on both: separate invocations minutes apart differ by more than the change being measured.
/* global window, document, MutationObserver -- the functions passed to addInitScript and evaluate run in the page */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveBuild } from './serve-build.mjs';
import { SLOW_4G, CPU_SLOWDOWN } from './slow-phone.mjs';
import { PRERENDERED_ATTR } from '../src/boot/boot-names.ts';

const ROUTES = (process.env.TAP_ROUTES ?? '/ /cartilla-medica /farmacias /nuestros-planes')
  .split(/\s+/)
  .filter(Boolean);
const RUNS = Math.max(1, Number(process.env.TAP_RUNS ?? 5));
const BAR_MS = 2200;

if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const overNginx = process.env.TAP_SERVER === 'nginx';
const BASE = process.env.TAP_BASE;
if (BASE && overNginx) {
  console.error('TAP_BASE measures on the plain host only: leave TAP_SERVER unset.');
  process.exit(2);
}
const builds = [{ label: 'this checkout', ...(await serveBuild(process.env.TAP_PORT, { nginx: overNginx })) }];
if (BASE) builds.push({ label: BASE, ...(await serveBuild(undefined, { cwd: path.resolve(BASE) })) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** One first visit: the time the app took the page over, and the first contentful paint (ms from navigation). */
async function measure(origin, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
    serviceWorkers: 'block',
    ignoreHTTPSErrors: overNginx, // nginx's throwaway self-signed certificate
  });
  // Offline like the tests: the remote basemap is not part of the first screen.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort('internetdisconnected'));
  await context.addInitScript((prerenderedAttr) => {
    const watch = () => {
      const root = document.getElementById('root');
      if (!root) return;
      const done = () => {
        if (!root.hasAttribute(prerenderedAttr) && window.__tapReadyAt === undefined)
          window.__tapReadyAt = performance.now();
      };
      new MutationObserver(done).observe(root, { attributes: true, attributeFilter: [prerenderedAttr] });
      done();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
    else watch();
  }, PRERENDERED_ATTR);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__tapReadyAt !== undefined, null, { timeout: 60_000, polling: 50 });
  const result = await page.evaluate(() => ({
    ready: window.__tapReadyAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    // Every request until the app answered, in the order they started (ms from navigation).
    requests: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__tapReadyAt)
      .map((entry) => ({
        name: new URL(entry.name).pathname + new URL(entry.name).search,
        start: entry.startTime,
        end: entry.responseEnd,
        kb: entry.transferSize / 1024,
      })),
  }));
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(2));

function printWaterfall(route, run) {
  console.log(`\n${route}, first run: first paint ${seconds(run.fcp)} s, app answers ${seconds(run.ready)} s`);
  console.log('| request | starts | ends | KB |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const r of run.requests)
    console.log(`| ${r.name.slice(0, 70)} | ${seconds(r.start)} | ${seconds(r.end)} | ${r.kb.toFixed(1)} |`);
  console.log('');
}

let failed = false;
try {
  const server = overNginx ? 'nginx (deploy/), HTTPS + HTTP/2' : 'a plain HTTP/1.1 host (scripts/serve.ts)';
  console.log(
    `\nTime until the app answers taps: Slow 4G, CPU ${CPU_SLOWDOWN}×, first visit, ${RUNS} runs (s), served by ${server}\n`,
  );
  console.log(`| route |${BASE ? ' build |' : ''} runs: app answers | median | first paint, median | bar |`);
  console.log(`| --- |${BASE ? ' --- |' : ''} --- | ---: | ---: | --- |`);
  for (const route of ROUTES) {
    const runs = builds.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      const turn = i % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
      for (const b of turn) runs[b].push(await measure(builds[b].origin, route));
    }
    builds.forEach((build, b) => {
      if (process.env.TAP_WATERFALL) printWaterfall(`${route}${BASE ? ` (${build.label})` : ''}`, runs[b][0]);
      const ready = median(runs[b].map((r) => r.ready));
      const paints = runs[b].map((r) => r.fcp).filter((v) => v !== null);
      const ok = ready <= BAR_MS;
      if (b === 0) failed ||= !ok; // the bar is this checkout's; a base is there to compare with
      console.log(
        `| ${route} |${BASE ? ` ${build.label} |` : ''} ${runs[b].map((r) => seconds(r.ready)).join(' ')} | ${seconds(
          ready,
        )} | ${paints.length ? seconds(median(paints)) : '—'} | ${ok ? 'ok' : `over ${seconds(BAR_MS)}`} |`,
      );
    });
  }
} finally {
  await browser.close();
  for (const build of builds) build.stop();
}
process.exit(failed ? 1 : 0);

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { build, type Plugin } from 'vite';
import { DEFAULT_MAP_STYLE_HOSTS } from '../../src/components/map/basemap';
import { test, expect, expectMapReady } from './fixtures';

/**
 * A real release with the service worker at work (docs/decisions/days-after-a-release.md, "An open tab after a
 * release"): the site is built twice, the second time with a change to a lazily loaded module (the map's, below), and
 * served by a server of this test's own (scripts/start-nginx.ts, on the e2e port + 1). The first release is served and
 * its worker controls the pages; then the served folder holds the second release only, the first's files gone, as after
 * a release whose old files were purged.
 *
 * The two builds are `vite build` alone (no prerendered pages, no precompressed copies: neither changes what the worker
 * does), about 25 s each on two cores, made while nothing else runs (the `alone` project).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 4317) + 1;
const origin = `http://127.0.0.1:${port}`;

/** What the second release changes: the map canvas's name, which a visitor (and a screen reader) reads. */
const MAP_TITLE = "'Map.Title': 'Mapa: flechas para moverlo";
const NEW_MAP_TITLE = "'Map.Title': 'Mapa de la versión nueva: flechas para moverlo";

function changedMap(): Plugin {
  return {
    name: 'second-release-map',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/components/map/map-view.tsx')) return null;
      if (!code.includes(MAP_TITLE)) this.error('release-with-worker.spec.ts: map-view.tsx no longer names its canvas');
      return { code: code.replace(MAP_TITLE, NEW_MAP_TITLE), map: null };
    },
  };
}

/**
 * A release as `vite build` makes it, with no VITE_ variable of the shell (no error tracker, no analytics). NODE_ENV
 * is `production` while it builds: Vite makes a development build (msw in the page) when it finds NODE_ENV already set
 * otherwise, as it is once a module of this worker's earlier tests has set it.
 */
async function buildRelease(outDir: string, plugins: Plugin[] = []) {
  const shell = Object.entries(process.env).filter(([key]) => /^(VITE|CSP)_/.test(key));
  const nodeEnv = process.env.NODE_ENV;
  for (const [key] of shell) delete process.env[key];
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
      plugins,
    });
  } finally {
    for (const [key] of Object.entries(process.env).filter(([key]) => /^(VITE|CSP)_/.test(key)))
      delete process.env[key];
    Object.assign(process.env, Object.fromEntries(shell));
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The release a page runs: the entry script its document names (each release's has its own hashed name). */
const entryOf = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
const entryRunning = (page: Page) =>
  page.locator('head script[type="module"][src^="/assets/index-"]').getAttribute('src');

/** Loads of the page's own document (the first visit and every reload), as the server sees them. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/** The first visit's worker is installed and active (the next page of this browser is controlled by it). */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done()),
      );
  });

/** Another visitor: a browser profile of its own, offline as the fixture's page is (no basemap host). */
async function visitor(browser: Browser, errors: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  for (const host of DEFAULT_MAP_STYLE_HOSTS) {
    await context.route(`${host}/**`, (route) => route.abort('internetdisconnected'));
  }
  context.on('page', (page) => {
    page.on('console', (message) => {
      const basemap = DEFAULT_MAP_STYLE_HOSTS.some((host) => message.location().url.startsWith(host));
      if (message.type() === 'error' && !basemap) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  return context;
}

const mapOf = (page: Page) => page.getByRole('region', { name: 'Mapa de prestadores' });
const NEW_RELEASE_NOTICE = 'Hay una versión nueva del sitio.';
/**
 * How long the new release may take to reach a page: its worker installs first (it precaches about 200 files), then
 * the tab reloads or the notice shows, then the map draws. On one core the install alone took about 25 s.
 */
const NEW_RELEASE_TIMEOUT = 60_000;

test.describe('a release with the service worker at work @alone', () => {
  let folder = '';
  let served = '';
  let first = '';
  let second = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    folder = mkdtempSync(path.join(os.tmpdir(), 'salud-plena-releases-'));
    first = path.join(folder, 'first');
    second = path.join(folder, 'second');
    served = path.join(folder, 'served');
    await buildRelease(first);
    await buildRelease(second, [changedMap()]);
    expect(entryOf(readFileSync(path.join(second, 'index.html'), 'utf8'))).not.toBe(
      entryOf(readFileSync(path.join(first, 'index.html'), 'utf8')),
    );
    cpSync(first, served, { recursive: true });

    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITE|CSP)_/.test(key)));
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-nginx.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: served },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('an open tab, a returning visitor and a first visit all get the new release', async ({
    page,
    browser,
    expectConsoleErrors,
  }) => {
    test.setTimeout(240_000);
    const firstEntry = entryOf(readFileSync(path.join(first, 'index.html'), 'utf8'));
    const secondEntry = entryOf(readFileSync(path.join(second, 'index.html'), 'utf8'));

    // Before the release: the open tab and the returning visitor have had the first release, under its worker.
    await page.goto(`${origin}/`);
    await workerActive(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await entryRunning(page)).toBe(firstEntry);
    const returningErrors: string[] = [];
    const returning = await visitor(browser, returningErrors);
    const earlier = await returning.newPage();
    await earlier.goto(`${origin}/`);
    await workerActive(earlier);
    await earlier.close();

    // The release: the served folder holds the second release only.
    rmSync(served, { recursive: true, force: true });
    cpSync(second, served, { recursive: true });

    await test.step("the open tab's map shows, from the new release, with no error text", async () => {
      // The first release's map code is gone from the server: those 404s are what the tab meets.
      expectConsoleErrors(/404 \(Not Found\)|dynamically imported module|Unable to preload CSS/);
      const loads = countDocumentLoads(page);
      await page.getByRole('banner').getByRole('link', { name: 'Cartilla médica' }).first().click();
      const canvas = mapOf(page).getByRole('region', { name: /^Mapa de la versión nueva: flechas para moverlo/ });
      await expect(canvas).toBeVisible({ timeout: NEW_RELEASE_TIMEOUT });
      await expectMapReady(mapOf(page));
      await expect(page).toHaveURL(/\/cartilla-medica$/);
      expect(loads).toHaveLength(1);
      expect(await entryRunning(page)).toBe(secondEntry);
      await expect(page.getByText(/No pudimos/)).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Prestadores' }).getByRole('listitem')).not.toHaveCount(0);
    });

    await test.step("a returning visitor gets the notice, and 'Actualizar' brings the new release", async () => {
      const back = await returning.newPage();
      const loads = countDocumentLoads(back);
      await back.goto(`${origin}/`);
      // The old worker answers first, with the first release…
      expect(await entryRunning(back)).toBe(firstEntry);
      const notice = back.getByText(NEW_RELEASE_NOTICE);
      await expect(notice).toBeVisible({ timeout: NEW_RELEASE_TIMEOUT });
      await back.getByRole('button', { name: 'Actualizar' }).click();
      // …and 'Actualizar' reloads once, into the second.
      await expect.poll(() => loads.length).toBe(2);
      await expect(back.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await entryRunning(back)).toBe(secondEntry);
      await expect(notice).toHaveCount(0);
      expect(returningErrors).toEqual([]);
      await returning.close();
    });

    await test.step('a first visit shows no notice', async () => {
      const newErrors: string[] = [];
      const newcomer = await visitor(browser, newErrors);
      const fresh = await newcomer.newPage();
      await fresh.goto(`${origin}/`);
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await entryRunning(fresh)).toBe(secondEntry);
      await workerActive(fresh);
      // Whatever the page does once its worker is in (a notice loads its toast code) is done by then.
      await fresh.waitForLoadState('networkidle');
      await expect(fresh.getByText(NEW_RELEASE_NOTICE)).toHaveCount(0);
      expect(newErrors).toEqual([]);
      await newcomer.close();
    });
  });
});

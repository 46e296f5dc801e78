import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEFAULT_MAP_STYLE_HOSTS } from '../../src/components/map/basemap';
import { PRERENDERED_ATTR } from '../../src/boot/boot-names';

/**
 * The tests run offline, so the default basemap (OpenFreeMap) cannot load: every map draws the embedded map of
 * Argentina (src/components/map/use-basemap.ts). Its host is blocked outright, so that happens at once and the same
 * way on every machine, and the browser's "Failed to load resource" errors for it are expected, not failures.
 */
const BASEMAP_HOSTS: readonly string[] = DEFAULT_MAP_STYLE_HOSTS;
const isBasemapRequest = (url: string) => BASEMAP_HOSTS.some((host) => url.startsWith(`${host}/`));

/**
 * The e2e `test`: every page fails its test on a console error, an uncaught exception or a Content-Security-Policy
 * violation (the server sends the production CSP: scripts/security-headers.ts). Chromium logs most violations as
 * console errors itself; the `securitypolicyviolation` listener also catches the ones it does not (workers, frames).
 * Use `expectAccessible(page)` after the page has settled.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /** Errors a test provokes on purpose (a 500 it asked the mock for): expected by that test, not counted against it. */
  expectConsoleErrors: (pattern: RegExp) => void;
  expectedConsoleErrors: RegExp[];
}>({
  // Failure rules a test sets in the mock (failMock) apply to its own browser context only (mocks/failures.ts,
  // "Scopes"), so two workers never see each other's failures.
  context: async ({ context, baseURL }, provide, testInfo) => {
    await context.addCookies([{ name: 'mock-scope', value: testInfo.testId, url: baseURL ?? 'http://127.0.0.1' }]);
    await provide(context);
  },
  // (`provide` is Playwright's `use`, renamed: the React hooks lint rule reads `use(…)` as React's hook.)
  page: async ({ page }, provide) => {
    for (const host of BASEMAP_HOSTS) {
      await page.context().route(`${host}/**`, (route) => route.abort('internetdisconnected'));
    }
    await provide(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  expectedConsoleErrors: async ({}, provide) => {
    await provide([]);
  },
  expectConsoleErrors: async ({ expectedConsoleErrors }, provide) => {
    await provide((pattern) => expectedConsoleErrors.push(pattern));
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isBasemapRequest(message.location().url)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.exposeFunction('__reportCspViolation', (text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Public pages arrive prerendered (static HTML) and the app takes them over a moment later (src/main.tsx removes
 * #root's PRERENDERED_ATTR). A visitor does not wait for that, and neither do the tests: only a test of the app's
 * own start (hydration, the takeover) waits for it, with this.
 */
export async function appOwnsPage(page: Page) {
  await page.locator(`#root:not([${PRERENDERED_ATTR}])`).waitFor({ state: 'attached' });
}

/** Until no finite animation or transition runs (a spinner's endless one never ends, so it does not count). */
async function stillPage(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** What `watchForMovement` keeps on the page's window. */
type WatchedWindow = { __movedSinceWatch?: { value: boolean } };

/** Notes, from now on, whether anything starts to move (a toast leaving, a drawer closing); the returned check says. */
async function watchForMovement(page: Page) {
  await page.evaluate(() => {
    const watched = window as unknown as WatchedWindow;
    if (watched.__movedSinceWatch) {
      watched.__movedSinceWatch.value = false;
      return;
    }
    const moved = { value: false };
    for (const type of ['animationstart', 'transitionrun'])
      document.addEventListener(type, () => (moved.value = true), true);
    watched.__movedSinceWatch = moved;
  });
  // A page that navigated away meanwhile has no watch: read it again.
  return () => page.evaluate(() => (window as unknown as WatchedWindow).__movedSinceWatch?.value ?? true);
}

/**
 * No serious or critical axe violations (WCAG 2.x A/AA). Axe reads colours as they are at that instant: a toast
 * fading in or out is paler than it will be, and read mid-fade it fails contrast. So axe reads a still page, and a
 * read during which something started to move (the login toast's 4 s ending while axe reads a slow phone's page) is
 * of a page no one sees at rest: it is read again once the page is still. A violation that stays fails every read.
 */
export async function expectAccessible(page: Page) {
  const reads = 3;
  for (let read = 1; ; read++) {
    await stillPage(page);
    const moved = await watchForMovement(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    if (read < reads && (await moved())) continue;
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'serious or critical axe violations',
    ).toEqual([]);
    return;
  }
}

/** Makes an endpoint of the mock API answer a chosen status until `clearMockFailures`. */
export async function failMock(
  page: Page,
  rules: Array<{
    method?: string;
    path: string;
    status: number | 'malformed' | 'network' | 'slow';
    body?: unknown;
    delay?: number;
    times?: number;
  }>,
) {
  const response = await page.request.put('/__mock/failures', { data: { rules } });
  expect(response.ok()).toBe(true);
}

export async function clearMockFailures(page: Page) {
  await page.request.delete('/__mock/failures');
}

/** The map's pins: toggle buttons named after their place (the zoom and credit buttons are not toggles). */
export const MARKERS = 'button[aria-pressed]';

/**
 * How long a map may take to draw: the test browser draws with software WebGL, which took more than 7 s on the
 * slowest machine CI may get (one 25% slower than usual). Only the map's own wait gets it.
 */
export const MAP_READY_TIMEOUT = 30_000;

/**
 * How long a page opened cold may take to show what only the app renders (a directory's results): the app starts
 * first, about 4 s of main-thread work on a two-core machine (a Chrome trace of `/cartilla-medica`), and CI runs two
 * browsers on two cores beside the servers, so a busy minute takes more than 10 s. Only the first such wait after a
 * page load gets it; every later step keeps `expect`'s 10 s.
 */
export const APP_START_TIMEOUT = 30_000;

/** Waits until the map region says it is drawn (`aria-busy="false"`, what assistive technology reads too). */
export async function expectMapReady(map: Locator) {
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: MAP_READY_TIMEOUT });
}

/**
 * Waits until the main content is at rest: lists, frames and forms have loaded (skeletons and forms not ready yet
 * are `aria-busy`), and every map has drawn (a map is the busy region), in the map's own time.
 */
export async function expectMainAtRest(page: Page) {
  await expect(page.locator('main [aria-busy="true"]:not([role="region"])')).toHaveCount(0);
  await expect(page.locator('main [role="region"][aria-busy="true"]')).toHaveCount(0, { timeout: MAP_READY_TIMEOUT });
}

/** A page ready to be audited: one visible h1, and its main content at rest (`expectMainAtRest`). */
export async function expectPageSettled(page: Page) {
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  await expectMainAtRest(page);
}

import type { Page } from '@playwright/test';
import { test, expect, expectPageSettled, appOwnsPage } from './fixtures';
import { publicRoutes } from '../../scripts/sitemap.mjs';
import { signIn } from './member-login';
import { holdScripts } from './hold-scripts';
import { PANEL_ROUTES, PRINT_ROUTES, PUBLIC_ROUTES, skipPrintDialog } from './routes';
import {
  TEXT_SPACING_CSS,
  afterTabBurst,
  clippedText,
  focusFindings,
  sidewaysScroll,
  smallTargets,
} from './beyond-axe-checks';

/**
 * Accessibility that axe cannot judge from the markup, on every route: reflow at 320 CSS px (1.4.10, a phone at
 * 400% zoom), target size (2.5.8), text spacing (1.4.12), focus visible in forced colours (2.4.7) and not hidden
 * (2.4.11), also with Tab held down while the app takes over a prerendered page. One page load per route does all
 * of it: the viewport, the forced colours and the spacing change on the loaded page (the checks are in
 * beyond-axe-checks.ts). The panel's routes share one sign-in (the edge's login rate limit, README).
 */
const PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 720 };
/** More than the header's links and a directory's filters: Tab held down for about a second. */
const TAB_BURST = 20;

test.use({ viewport: PHONE });

/**
 * Tab held down: keys as fast as the browser takes them, with no wait between them, while the code they call for
 * is still on its way. Then, once it has arrived and the app owns the page, no list is open but the focused field's
 * (a list opens, if at all, when its field's code arrives), and the focused element is not hidden.
 */
async function holdTab(page: Page, release: () => Promise<void>, label: string) {
  for (let i = 0; i < TAB_BURST; i++) await page.keyboard.press('Tab');
  await release();
  await appOwnsPage(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect.soft(await page.evaluate(afterTabBurst), `${label}: after Tab held down`).toEqual([]);
}

/** Tab held down again from the page's heading, on a page the app owns, while the fields' own code is on its way. */
async function holdTabThroughMain(page: Page, route: string) {
  await appOwnsPage(page);
  await page.locator('main h1').focus();
  await holdTab(page, await holdScripts(page), `${route}, the app's page`);
}

/** Every check of this file on a page that has just loaded (at 320 px). */
async function checkPage(page: Page, route: string) {
  await expectPageSettled(page);
  expect.soft(await page.evaluate(sidewaysScroll), `${route}: reflow at 320 px`).toEqual([]);
  expect.soft(await page.evaluate(smallTargets), `${route}: target size at 320 px`).toEqual([]);

  await page.setViewportSize(DESKTOP);
  expect.soft(await page.evaluate(smallTargets), `${route}: target size at 1280 px`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.locator('body').press('Tab'); // the keyboard is in use: focus shows as it does for Tab
  expect.soft(await page.evaluate(focusFindings), `${route}: focus in forced colours`).toEqual([]);
  await page.emulateMedia({ forcedColors: 'none' });

  await page.addStyleTag({ content: TEXT_SPACING_CSS });
  expect.soft(await page.evaluate(clippedText), `${route}: text spacing`).toEqual([]);
}

test.describe('beyond axe: reflow, target size, text spacing, focus', () => {
  for (const route of [...PUBLIC_ROUTES, ...PRINT_ROUTES]) {
    test(`public ${route}`, async ({ page }) => {
      await skipPrintDialog(page);
      // A prerendered page shows before the app: the visitor starts pressing Tab as soon as it does. The others
      // show once the app has drawn them; then a field's code is still to come.
      const prerendered = publicRoutes().includes(route);
      const early = prerendered ? await holdScripts(page) : undefined;
      await page.goto(route, { waitUntil: prerendered ? 'commit' : 'load' });
      await expect(page.locator('main h1')).toBeVisible();
      await holdTab(page, early ?? (await holdScripts(page)), `${route}, as it shows`);
      await holdTabThroughMain(page, route);
      await checkPage(page, route);
    });
  }

  test('every panel route', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const route of PANEL_ROUTES) {
      await page.setViewportSize(PHONE);
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expect(page.locator('main h1')).toBeVisible();
      await holdTabThroughMain(page, route);
      await checkPage(page, route);
    }
  });
});

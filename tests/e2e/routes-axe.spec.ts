import { test, expect, expectAccessible, expectPageSettled, appOwnsPage } from './fixtures';
import { publicRoutes } from '../../scripts/sitemap.mjs';
import { signIn } from './member-login';
import { PANEL_ROUTES as PANEL, PRINT_ROUTES, PUBLIC_ROUTES, skipPrintDialog } from './routes';

/**
 * The gate of every route: each public route and each member-panel route loads with one h1, no console
 * error, no CSP violation (fixtures) and no serious/critical axe violation; each prerendered page hydrates. The public list is the sitemap's, so a
 * new route file is covered without touching this test.
 */
const PUBLIC = [...PUBLIC_ROUTES, ...PRINT_ROUTES];

type Noted = { prerendered?: Element[] };

/**
 * The page's header, h1 and footer as the browser first shows them, from the HTML alone (the app's code runs after
 * the document is parsed).
 */
async function noteFirstElements(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as Noted).prerendered = [...document.querySelectorAll('#root header, #root main h1, #root footer')];
    });
  });
}

/**
 * Every id a label or an ARIA attribute names is on the page: a label's `for`, `aria-labelledby`, `aria-describedby`,
 * and `aria-controls` (but a collapsed control's, whose menu mounts when it opens). Hydration keeps the markup's
 * attributes, so a page whose build rendered other ids than the browser would point at elements it no longer has;
 * axe reports some of these, not all.
 */
async function expectIdReferencesResolve(page: import('@playwright/test').Page) {
  const missing = await page.evaluate(() => {
    const refs: Array<[Element, string]> = [...document.querySelectorAll('label[for]')].map((el) => [el, 'for']);
    for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls'])
      for (const el of document.querySelectorAll(`[${name}]`)) refs.push([el, name]);
    return refs.flatMap(([el, name]) =>
      name === 'aria-controls' && el.getAttribute('aria-expanded') === 'false'
        ? []
        : el
            .getAttribute(name)!
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${el.tagName.toLowerCase()} ${name}="${id}"`),
    );
  });
  expect(missing, 'ids named by labels and ARIA attributes that the page does not have').toEqual([]);
}

test.describe('every route: h1, no console error or CSP violation, axe clean', () => {
  for (const route of PUBLIC) {
    test(`public ${route}`, async ({ page }) => {
      await skipPrintDialog(page);
      await noteFirstElements(page);
      await page.goto(route);
      await expectPageSettled(page);
      // A prerendered page without search parameters is hydrated (src/main.tsx), not rendered again: React keeps the
      // elements the visitor already sees where the markup is what it expected, and replaces them where it is not.
      if (publicRoutes().includes(route)) {
        await appOwnsPage(page); // the hydration's outcome is only known once it is over
        const kept = await page.evaluate(() => ((window as Noted).prerendered ?? []).map((el) => el.isConnected));
        expect(kept.length, 'the prerendered header, h1 and footer').toBeGreaterThanOrEqual(3);
        expect(kept, 'each is still the one first shown').not.toContain(false);
      }
      await expectIdReferencesResolve(page);
      await expectAccessible(page);
    });
  }

  for (const route of PANEL) {
    test(`panel ${route}`, async ({ page }) => {
      await signIn(page);
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === route);
      await expectPageSettled(page);
      await expectIdReferencesResolve(page);
      await expectAccessible(page);
    });
  }
});

import type { Page } from '@playwright/test';
import { test, expect, expectMainAtRest } from './fixtures';
import { signIn } from './member-login';
import { PANEL_ROUTES, PRINT_ROUTES, PUBLIC_ROUTES, skipPrintDialog } from './routes';

/**
 * No label is cut off: on every route, at 390 and 1280 px, signed out and in, a button or link whose
 * text is wider than its box (its own, or an inner label's) shows an ellipsis and keeps its whole text in its
 * accessible name. Visually hidden text (a screen reader's extra words) is not a label on screen.
 */
type Cut = { route: string; text: string; box: string };

async function cutLabels(page: Page, route: string): Promise<Cut[]> {
  await page.goto(route);
  await expect(page.locator('main h1')).toBeVisible();
  await expectMainAtRest(page);
  const cuts = await page.evaluate(() => {
    const found: Array<{ text: string; box: string }> = [];
    const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="link"]')) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const text = clean(control.textContent);
      if (!text) continue;
      const boxes = [control, ...control.querySelectorAll<HTMLElement>('*')].filter((box) => {
        if (box.closest('.visually-hidden')) return false;
        const style = getComputedStyle(box);
        if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') return false;
        return clean(box.textContent) !== '' && box.clientWidth > 1 && box.scrollWidth > box.clientWidth + 1;
      });
      for (const box of boxes) {
        const ellipsis = getComputedStyle(box).textOverflow === 'ellipsis';
        const label = control.getAttribute('aria-label');
        // Without aria-label the name is the content, all of it; an aria-label must hold the text on screen.
        const fullName = label === null || clean(label).includes(clean(box.textContent));
        if (!ellipsis || !fullName) {
          found.push({
            text,
            box: `${box.tagName.toLowerCase()}.${box.className}: ${box.scrollWidth} > ${box.clientWidth} px${ellipsis ? '' : ', no ellipsis'}${fullName ? '' : ', name cut'}`,
          });
        }
      }
    }
    return found;
  });
  return cuts.map((cut) => ({ route, ...cut }));
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`signed out: every public route and the print views @${width}`, async ({ page }) => {
      test.setTimeout(180_000);
      await skipPrintDialog(page);
      const cuts: Cut[] = [];
      for (const route of [...PUBLIC_ROUTES, ...PRINT_ROUTES]) cuts.push(...(await cutLabels(page, route)));
      expect(cuts).toEqual([]);
    });

    test(`signed in: every public route and every panel route @${width}`, async ({ page }) => {
      test.setTimeout(240_000);
      await skipPrintDialog(page);
      await signIn(page);
      const cuts: Cut[] = [];
      for (const route of [...PUBLIC_ROUTES, ...PANEL_ROUTES]) cuts.push(...(await cutLabels(page, route)));
      expect(cuts).toEqual([]);
    });
  });
}

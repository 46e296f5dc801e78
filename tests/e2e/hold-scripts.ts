import type { Page } from '@playwright/test';

/**
 * Holds the site's scripts back until `release()`: the visitor acts on the prerendered page faster than the code
 * arrives (a phone on a slow network; a field whose code is fetched on first use).
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

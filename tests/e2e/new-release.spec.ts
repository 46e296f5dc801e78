import type { Page } from '@playwright/test';
import { expect, expectMapReady, MAP_READY_TIMEOUT, test } from './fixtures';

/**
 * The days after a release (docs/decisions/days-after-a-release.md, "An open tab after a release"): a tab opened before
 * it, whose next code file is gone, and a page whose start-up script never ran.
 */

/** Loads of the page's own document (the first visit and every reload), as the server sees them. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test.describe('an open tab after a release', () => {
  // A page's module and its stylesheet, its module alone (the directory: its loader, in the same file, fails first),
  // and the module of a page without a loader: there the router would reload by itself, once per error message and
  // outside the once-per-release guard, unless the app handles the failure first (src/main.tsx).
  for (const { gone, files, page: name, path } of [
    {
      gone: 'code file and its stylesheet are',
      files: '**/assets/directories-*',
      page: 'Cartilla médica',
      path: '/cartilla-medica',
    },
    {
      gone: 'code file alone is',
      files: '**/assets/directories-*.js',
      page: 'Cartilla médica',
      path: '/cartilla-medica',
    },
    {
      gone: 'code file is',
      files: '**/assets/centros-medicos-*.js',
      page: 'Centros médicos',
      path: '/centros-medicos',
    },
  ]) {
    test(`a tab whose next ${gone} gone reloads once into the new release and shows the page (${path})`, async ({
      page,
      expectConsoleErrors,
    }) => {
      // The router logs the failure of the route it preloaded on hover: the handled import gave it nothing to read.
      expectConsoleErrors(
        /404 \(Not Found\)|dynamically imported module|Unable to preload CSS|reading '(loader|component)'/,
      );
      const loads = countDocumentLoads(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The new release is out: this tab's code for the page is gone from the server, until the page is loaded
      // again (then it asks for the new release's files, here the same names).
      let loadsBefore = loads.length;
      await page.route(files, (route) =>
        loads.length === loadsBefore ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
      );
      await page.getByRole('banner').getByRole('link', { name }).first().click();

      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(loads.length - loadsBefore).toBe(1);
      await expect(page.getByText('No pudimos mostrar esta página')).toHaveCount(0);

      // The new release broken too (its file gone as well): no second reload, the error page says what happened.
      await page.unroute(files);
      await page.route(files, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await page.goto('/');
      loadsBefore = loads.length;
      await page.getByRole('banner').getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'No pudimos mostrar esta página' })).toBeVisible();
      await expect(page.getByText(/Publicamos una versión nueva del sitio/)).toBeVisible();
      expect(loads.length - loadsBefore).toBe(0);
    });
  }

  test('a tab whose map worker file is gone reloads once into the new release and shows the map', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/404 \(Not Found\)|maplibre|Worker/i);
    const loads = countDocumentLoads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The release removed the map's worker (its drawing thread), until the page is loaded again.
    const loadsBefore = loads.length;
    await page.route('**/assets/maplibre-gl-worker-*', (route) =>
      loads.length === loadsBefore ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Cartilla médica' }).first().click();

    const map = page.getByRole('region', { name: 'Mapa de prestadores' });
    await expect(map.getByRole('region', { name: /^Mapa: flechas para moverlo/ })).toBeVisible({
      timeout: MAP_READY_TIMEOUT,
    });
    await expectMapReady(map);
    expect(loads.length - loadsBefore).toBe(1);
    await expect(page).toHaveURL(/\/cartilla-medica$/);
    await expect(page.getByText(/No pudimos/)).toHaveCount(0);
  });
});

test.describe('a page whose start-up script never ran', () => {
  const ADDRESS = '/cartilla-medica?provinceId_save=2';

  /** The prerendered page as served, without the inline script after #root (src/boot/boot.ts). */
  async function withoutBootScript(page: Page) {
    await page.route(`**${ADDRESS}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const root = html.indexOf('<div id="root"');
      const stripped = html.slice(0, root) + html.slice(root).replace(/<script>[\s\S]*?<\/script>/, '');
      expect(stripped.length).toBeLessThan(html.length);
      await route.fulfill({ response, body: stripped });
    });
  }

  /**
   * The stylesheet shows the page 3 s after it applies (src/app/global.css, `boot-reveal`); the wait adds what a busy
   * machine takes to load and paint it (6.3 s measured with both test workers busy on a slow day).
   */
  const REVEAL_WAIT = 7_000;

  test('shows by itself within 3 s, and the app takes it over', async ({ page }) => {
    await withoutBootScript(page);
    await page.goto(ADDRESS, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Cartilla médica' })).toBeVisible({
      timeout: REVEAL_WAIT,
    });
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  });

  test("shows within 3 s even when the app's code never arrives", async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/Failed to load resource|net::ERR_FAILED/);
    await withoutBootScript(page);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(ADDRESS, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Cartilla médica' });
    await expect(heading).toBeHidden(); // an address with a query waits for the start-up script…
    await expect(heading).toBeVisible({ timeout: REVEAL_WAIT }); // …3 s at most once the stylesheet is in
  });
});

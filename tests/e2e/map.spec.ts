import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, expectMapReady, MAP_READY_TIMEOUT, MARKERS } from './fixtures';

/** The Obelisco, Buenos Aires: where the test browser says the visitor is. */
const HERE = { latitude: -34.6037, longitude: -58.3816 };

function map(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** How a result says how far it is: "a 850 m", "a 2,4 km". */
const DISTANCE = /^a (\d+(?:\.\d{3})*(?:,\d)?) (m|km)$/;

/** The results' distance lines, as a visitor reads them. */
function distanceLines(list: Locator) {
  return list.getByText(DISTANCE);
}

/** The distances shown on the page's results, in metres, in list order. */
async function distances(list: Locator): Promise<number[]> {
  const texts = await distanceLines(list).allTextContents();
  return texts.map((text) => {
    const match = DISTANCE.exec(text);
    expect(match, `"${text}" reads like "a 850 m" or "a 2,4 km"`).not.toBeNull();
    const value = Number(match![1]!.replaceAll('.', '').replace(',', '.'));
    return match![2] === 'km' ? value * 1000 : value;
  });
}

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How far apart, in pixels, the map's first two markers are: it grows as the map zooms in. */
function markerSpread(region: Locator) {
  const markers = region.locator(MARKERS);
  return async () => {
    const [a, b] = [await centreOf(markers.nth(0)), await centreOf(markers.nth(1))];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
}

/** The map's canvas, which takes the keyboard (its name says how). */
const mapCanvas = (region: Locator) => region.getByRole('region', { name: /flechas para moverlo/ });

/** A stand-in for OpenFreeMap's style (no network here): one street, as a GeoJSON source, so it draws a tile. */
const STREET_STYLE = {
  version: 8,
  sources: {
    openmaptiles: {
      type: 'geojson',
      attribution: 'OpenFreeMap',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: [
            [-58.5, -34.6],
            [-58.3, -34.62],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#f8f4f0' } },
    { id: 'street', type: 'line', source: 'openmaptiles', paint: { 'line-color': '#999', 'line-width': 6 } },
  ],
};

test.describe('the map', () => {
  test('with the network, the directories draw the default style (OpenFreeMap), let through by the CSP', async ({
    page,
  }) => {
    const asked: string[] = [];
    await page.route('https://tiles.openfreemap.org/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: STREET_STYLE, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.goto('/farmacias?province_id=1');
    const pharmacies = map(page, 'Mapa de farmacias');
    await expectMapReady(pharmacies);
    expect(asked).toEqual(['https://tiles.openfreemap.org/styles/positron']);
    // OpenStreetMap's credit, as its licence asks; third-party links open apart.
    const credit = pharmacies.getByRole('link', { name: '© colaboradores de OpenStreetMap' });
    await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    await expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(pharmacies.getByText('Natural Earth')).toHaveCount(0);
  });

  test('offline, the directories draw the embedded map of Argentina: land, borders and provinces', async ({ page }) => {
    const basemap = page.waitForResponse((response) => /\/assets\/argentina-[\w-]+\.json$/.test(response.url()));
    await page.goto('/cartilla-medica?province_id=1');
    const providers = map(page, 'Mapa de prestadores');
    await expectMapReady(providers);
    expect((await basemap).ok()).toBe(true);
    // The embedded data is credited, and the pins sit on it.
    await expect(providers.getByText('Natural Earth')).toBeAttached();
    await expect(providers.locator(MARKERS)).toHaveCount(5);
    await providers.screenshot({ path: test.info().outputPath('fallback-cartilla.png') });

    await page.goto('/farmacias');
    const pharmacies = map(page, 'Mapa de farmacias');
    await expectMapReady(pharmacies);
    await expect(pharmacies.getByText('Natural Earth')).toBeAttached();
  });

  test('markers are buttons named after the place; the keyboard zooms the map', async ({ page }) => {
    await page.goto('/farmacias?province_id=1');
    const pharmacies = map(page, 'Mapa de farmacias');
    await expectMapReady(pharmacies);
    const first = await page
      .getByRole('list', { name: 'Farmacias' })
      .getByRole('heading', { level: 3 })
      .first()
      .textContent();
    await expect(pharmacies.getByRole('button', { name: first! })).toBeVisible();

    const spread = markerSpread(pharmacies);
    const before = await spread();
    await mapCanvas(pharmacies).focus();
    await page.keyboard.press('Equal'); // '=' / '+': zoom in
    await expect.poll(spread).toBeGreaterThan(before * 1.5);
    await page.keyboard.press('Minus');
    await expect.poll(spread).toBeLessThan(before * 1.5);
  });

  test('a zoom made while the basemap still loads is kept when the map has loaded', async ({ page }) => {
    // The embedded basemap's data arrives only once the visitor has zoomed: on a slow line, the map is on screen
    // (markers and all) well before its basemap has drawn, and a visitor does not wait for it.
    let sendBasemap!: () => void;
    const zoomed = new Promise<void>((resolve) => (sendBasemap = resolve));
    await page.route(/\/assets\/argentina-[\w-]+\.json$/, async (route) => {
      await zoomed;
      await route.continue();
    });
    await page.goto('/farmacias?province_id=1');
    const pharmacies = map(page, 'Mapa de farmacias');
    await expect(pharmacies.locator(MARKERS).nth(1)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
    await expect(pharmacies).toHaveAttribute('aria-busy', 'true');
    const spread = markerSpread(pharmacies);
    const before = await spread();
    // One step in is to the next whole zoom level: at least √2 times as far apart; two steps, at least 2√2.
    await mapCanvas(pharmacies).focus();
    await page.keyboard.press('Equal');
    await expect.poll(spread).toBeGreaterThan(before * 1.4);

    sendBasemap();
    await expectMapReady(pharmacies);
    await page.keyboard.press('Equal');
    await expect.poll(spread).toBeGreaterThan(before * 2.5);
  });

  test.describe("'Cerca mío' with a position", () => {
    test.use({ geolocation: HERE, permissions: ['geolocation'] });

    test('sorts the page nearest first, labels each result with its distance and marks "Estás aquí"', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
      await page.goto('/farmacias?province_id=1');
      const list = page.getByRole('list', { name: 'Farmacias' });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      await expect(distanceLines(list)).toHaveCount(0);
      await expect(page.getByText('Tu ubicación no sale de tu navegador')).toBeVisible();

      await page.getByRole('button', { name: 'Cerca mío' }).click();
      await expect(page.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]cerca=1(&|$)/);
      await expect(distanceLines(list)).toHaveCount(5);
      const metres = await distances(list);
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      await expect(page.getByText(/de más cerca a más lejos/)).toBeVisible();
      await expect(map(page, 'Mapa de farmacias').getByText('Estás aquí')).toBeVisible({ timeout: MAP_READY_TIMEOUT });

      // The position never reaches the address or a share link.
      expect(page.url()).not.toMatch(/-34\.|-58\.|lat|lon/);
      await page.getByRole('button', { name: 'Compartir búsqueda' }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/farmacias\?province_id=1$/);

      // Another page stays sorted; a reload asks the browser again (already allowed) and sorts again.
      await page.getByRole('button', { name: 'Página 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/cerca=1/);
      await expect(distanceLines(list)).toHaveCount(5);
      const page2 = await distances(list);
      expect(page2).toEqual([...page2].sort((a, b) => a - b));
      await page.reload();
      await expect(distanceLines(list)).toHaveCount(5);

      // Off again: the usual order, no distances, no marker.
      await page.getByRole('button', { name: 'Cerca mío' }).click();
      await expect(page).not.toHaveURL(/cerca=/);
      await expect(distanceLines(list)).toHaveCount(0);
      await expect(page.getByText('Estás aquí')).toHaveCount(0);
    });

    test('works on the provider directory too, and stays axe-clean', async ({ page }) => {
      await page.goto('/cartilla-medica?province_id=1&cerca=1');
      const list = page.getByRole('list', { name: 'Prestadores' });
      await expect(distanceLines(list)).toHaveCount(5);
      const metres = await distances(list);
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      await expect(map(page, 'Mapa de prestadores').getByText('Estás aquí')).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe("'Cerca mío' without permission", () => {
    test.use({ permissions: [] });

    test('says so clearly and changes nothing else', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto('/farmacias?province_id=1');
      const list = page.getByRole('list', { name: 'Farmacias' });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      const before = await list.getByRole('heading', { level: 3 }).allTextContents();
      await page.getByRole('button', { name: 'Cerca mío' }).click();
      await expect(page.getByRole('alert')).toContainText('No tenemos permiso para usar tu ubicación');
      expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(before);
      await expect(distanceLines(list)).toHaveCount(0);
      await expect(page).not.toHaveURL(/cerca=/);
      await expect(page.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'false');
      await expectAccessible(page);
    });
  });

  test('on a phone the map sits below the list; Ver mapa and Ver lista jump between them @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phones only: on a wide screen list and map sit side by side');
    await page.goto('/farmacias?province_id=1');
    const list = page.getByRole('list', { name: 'Farmacias' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const pharmacies = map(page, 'Mapa de farmacias');
    const [listBox, mapBox] = [await list.boundingBox(), await page.locator('[data-map-box]').boundingBox()];
    expect(mapBox!.y).toBeGreaterThan(listBox!.y + listBox!.height - 1);

    await page.getByRole('button', { name: 'Ver mapa' }).click();
    await expect(pharmacies).toBeInViewport();
    await expectMapReady(pharmacies);
    await page.getByRole('button', { name: 'Ver lista' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados' })).toBeFocused();

    // The chosen result is highlighted on the map, as on desktop.
    await list.getByRole('button', { name: 'Ver en el mapa' }).nth(1).click();
    await expect(pharmacies).toBeInViewport();
    await expect(pharmacies.getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(pharmacies.getByRole('group').filter({ hasText: 'Cómo llegar' })).toBeVisible();
    await pharmacies.screenshot({ path: test.info().outputPath('mobile-map.png') });
  });
});

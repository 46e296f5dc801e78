import type { Locator } from '@playwright/test';
import { test, expect, MAP_READY_TIMEOUT, APP_START_TIMEOUT } from './fixtures';

/**
 * General Pico, La Pampa (mock: location 158, city 63, province 11): twelve providers. By the API's order (by id)
 * the one nearest the town's centre is the 11th, on page 3 of 5.
 */
const GENERAL_PICO = '/cartilla-medica?location_id=158';
const CENTRE = { latitude: -35.6566, longitude: -63.7568 };
const NEAREST = 'Policonsultorio Plaza San Martín';

/** The distances on the list's results, in metres, in list order. */
async function distances(list: Locator): Promise<number[]> {
  const texts = await list.getByText(/^a [\d.,]+ (m|km)$/).allTextContents();
  return texts.map((text) => {
    const [, value, unit] = /^a ([\d.,]+) (m|km)$/.exec(text)!;
    const n = Number(value!.replaceAll('.', '').replace(',', '.'));
    return unit === 'km' ? n * 1000 : n;
  });
}

test.describe("'Cerca mío' orders the whole search", () => {
  test.use({ geolocation: CENTRE, permissions: ['geolocation'] });

  test('the nearest provider, on page 3 by the API order, comes first; the total stays 12', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CENTRE);
    const list = page.getByRole('list', { name: 'Prestadores' });
    const names = list.getByRole('heading', { level: 3 });

    // Without it, the nearest is on page 3.
    await page.goto(`${GENERAL_PICO}&page=3`);
    await expect(page.getByText('Mostrando 11–12 de 12', { exact: true })).toBeVisible({ timeout: APP_START_TIMEOUT });
    await expect(names).toContainText([NEAREST]);
    await page.getByRole('button', { name: 'Primera' }).click();
    await expect(page.getByText('Mostrando 1–5 de 12', { exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { name: NEAREST })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cerca mío' }).click();
    await expect(page.getByText('Mostrando 1–5 de 12, de más cerca a más lejos')).toBeVisible();
    await expect(names.first()).toHaveText(NEAREST);
    await expect(list.getByText(/^a [\d.,]+ (m|km)$/)).toHaveCount(5);
    const first = await distances(list);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(new URL(page.url()).searchParams.get('cerca')).toBe('1');
    expect(page.url()).not.toMatch(/-35\.|-63\.|lat|lon/);
    // The map shows the same page: the nearest's pin is there.
    await expect(
      page.getByRole('region', { name: 'Mapa de prestadores' }).getByRole('button', { name: NEAREST }),
    ).toBeAttached({ timeout: MAP_READY_TIMEOUT });

    // The same paginator, the page in the address; the order goes on.
    await page.getByRole('button', { name: 'Página 3' }).click();
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await expect(page.getByText('Mostrando 11–12 de 12, de más cerca a más lejos')).toBeVisible();
    await expect(list.getByText(/^a [\d.,]+ (m|km)$/)).toHaveCount(2);
    const last = await distances(list);
    expect(Math.min(...last)).toBeGreaterThanOrEqual(Math.max(...first));
    await expect(list.getByRole('heading', { name: NEAREST })).toHaveCount(0);
    // Accessibility with 'Cerca mío' on: map.spec.ts ("works on the provider directory too, and stays axe-clean").
  });

  test('works on the pharmacy directory too: every distance of the search in order, page after page', async ({
    page,
    context,
  }) => {
    await context.setGeolocation({ latitude: -34.6037, longitude: -58.3816 });
    await page.goto('/farmacias?province_id=1&cerca=1');
    const list = page.getByRole('list', { name: 'Farmacias' });
    await expect(page.getByText(/^Mostrando 1–5 de \d+, de más cerca a más lejos$/)).toBeVisible();
    await expect(list.getByText(/^a [\d.,]+ (m|km)$/)).toHaveCount(5);
    const first = await distances(list);
    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page.getByText(/^Mostrando 6–10 de \d+, de más cerca a más lejos$/)).toBeVisible();
    await expect(list.getByText(/^a [\d.,]+ (m|km)$/)).toHaveCount(5);
    const second = await distances(list);
    const all = [...first, ...second];
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });
});

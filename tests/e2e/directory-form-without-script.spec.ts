import { test, expect } from './fixtures';
import { holdScripts } from './hold-scripts';
import { PRERENDERED_ATTR } from '../../src/boot/boot-names';

/** The address bar's search as a sorted list of `key=value`, without empty values (what the app reads of it). */
function readParams(url: string) {
  return [...new URL(url).searchParams]
    .filter(([, value]) => value !== '')
    .map(([k, v]) => `${k}=${v}`)
    .sort();
}

for (const directory of [
  {
    path: '/cartilla-medica',
    list: 'Prestadores',
    search: /\/api\/web\/medical_entity\?page=1&pagination=5&province_id=2$/,
  },
  { path: '/farmacias', list: 'Farmacias', search: /\/api\/web\/pharmacy\?page=1&pagination=5&province_id=2$/ },
]) {
  test(`${directory.path}: 'Buscar' on the prerendered page, scripts held back, lands on the app's address and its results @mobile`, async ({
    page,
    baseURL,
  }) => {
    // What the app builds when a visitor picks the province through it: the address to land on.
    await page.goto(directory.path);
    await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Buenos Aires' });
    await expect(page).toHaveURL(/province_id=2/);
    const appAddress = page.url();

    const release = await holdScripts(page);
    // page.goto waits for the app (tests/e2e/fixtures.ts); the frame's own goto does not, and with the module
    // scripts held the page never reaches its load event, so it returns once the HTML arrives.
    await page.mainFrame().goto(new URL(directory.path, baseURL).href, { waitUntil: 'commit' });
    await expect(page.locator(`#root[${PRERENDERED_ATTR}]`)).toBeAttached();
    const form = page.getByRole('search');
    await expect(form).not.toHaveAttribute('inert');
    await expect(form).toHaveAttribute('method', 'get');
    await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Buenos Aires' });
    await form.getByRole('button', { name: 'Buscar' }).click();

    // The server answered the GET with the prerendered page again: still no app, and the address carries the search.
    await expect(page).toHaveURL(/province_id=2/);
    await expect(page.locator(`#root[${PRERENDERED_ATTR}]`)).toBeAttached();
    expect(readParams(page.url())).toEqual(readParams(appAddress));

    const searched = page.waitForRequest((request) => directory.search.test(request.url()));
    await release();
    await page.locator(`#root:not([${PRERENDERED_ATTR}])`).waitFor({ state: 'attached' });
    // The app writes the address as it would have built it, and shows that search's results.
    await expect(page).toHaveURL(appAddress);
    await searched;
    await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('2');
    await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible();
    await expect(page.getByRole('list', { name: directory.list }).getByRole('listitem')).toHaveCount(5);
  });
}

test('a filter changed on the prerendered page before the app starts is applied when it does', async ({
  page,
  baseURL,
}) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto(new URL('/farmacias', baseURL).href, { waitUntil: 'commit' });
  await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Córdoba' });
  const searched = page.waitForRequest((request) => /\/api\/web\/pharmacy\?.*province_id=6/.test(request.url()));
  await release();
  await page.locator(`#root:not([${PRERENDERED_ATTR}])`).waitFor({ state: 'attached' });
  await searched;
  await expect(page).toHaveURL(/\/farmacias\?province_id=6&page=1$/);
  await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('6');
  await expect(page.getByLabel('Ciudad', { exact: true })).toBeEnabled();
});

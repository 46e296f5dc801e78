import type { Locator } from '@playwright/test';
import type { SelectShown } from './slow-phone';
import {
  analyticsBuilt,
  atOnce,
  collectEvents,
  expect,
  framesAgainst,
  framesOf,
  test,
  throughTheAppsStart,
  visit,
} from './slow-phone';

/** The Obelisco, Buenos Aires: where the phone says the visitor is. */
const HERE = { latitude: -34.6037, longitude: -58.3816 };

test.use({
  geolocation: HERE,
  permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
});

/** How a result says how far it is: "a 850 m", "a 2,4 km". */
const DISTANCE = /^a (\d+(?:\.\d{3})*(?:,\d)?) (m|km)$/;

/** The results' distance lines, as a visitor reads them. */
function distanceLines(list: Locator) {
  return list.getByText(DISTANCE);
}

/** The distances shown on the results, in metres, in list order. */
async function distances(list: Locator): Promise<number[]> {
  const texts = await distanceLines(list).allTextContents();
  return texts.map((text) => {
    const [, value, unit] = DISTANCE.exec(text) ?? [];
    expect(value, `"${text}" reads like "a 850 m" or "a 2,4 km"`).toBeDefined();
    const number = Number(value!.replaceAll('.', '').replace(',', '.'));
    return unit === 'km' ? number * 1000 : number;
  });
}

for (const { path, copied, listName } of [
  { path: '/farmacias', copied: 'Link Copiado', listName: 'Farmacias' },
  { path: '/cartilla-medica', copied: 'Link copiado!', listName: 'Prestadores' },
]) {
  test.describe(path, () => {
    test(`'Compartir búsqueda' tapped at once copies the link and says '${copied}'`, async ({ page }) => {
      const events = await collectEvents(page);
      await visit(page, path);
      await atOnce(page.getByRole('button', { name: 'Compartir búsqueda' }));
      await expect(page.getByText(copied)).toBeVisible({ timeout: 20_000 });
      const link = await page.getByLabel('Link de la búsqueda').inputValue();
      expect(new URL(link).pathname).toBe(path);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      if (analyticsBuilt) await expect.poll(() => events).toEqual([{ event: 'directory_share', props: {} }]);
    });

    test("'Cerca mío' tapped at once asks for the position and sorts the results nearest first", async ({ page }) => {
      await visit(page, `${path}?province_id=1`);
      await atOnce(page.getByRole('button', { name: 'Cerca mío' }));
      await expect(page).toHaveURL(/[?&]cerca=1(&|$)/, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
      const list = page.getByRole('list', { name: listName });
      await expect(distanceLines(list)).toHaveCount(5, { timeout: 20_000 });
      const metres = await distances(list);
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      await expect(page.getByText(/de más cerca a más lejos/)).toBeVisible();
    });
  });
}

test('a shared filtered link: every frame shows its province (its area, or that it is loading), never all of them', async ({
  page,
}) => {
  // Córdoba and one of its areas: the province is in the page's markup, the area list is not (it loads).
  const cordoba = 6;
  const areas = (await (await page.request.get(`/api/web/areas?province_id=${cordoba}`)).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const area = areas.data[0]!;
  await visit(page, `/farmacias?province_id=${cordoba}&area_id=${area.id}`);
  await throughTheAppsStart(page);

  // Loading, honestly: the boot script marks a select busy ('Cargando…' on its empty option); the app shows the chosen
  // id as 'Cargando…' until its list answers.
  const shows = (id: number, name: string) => (select: SelectShown) =>
    (select.value === String(id) && [name, 'Cargando…'].includes(select.text)) ||
    (select.busy && select.text === 'Cargando…');
  const frames = await framesOf(page);
  expect(framesAgainst(frames, (f) => f.province, shows(cordoba, 'Córdoba'))).toEqual([]);
  expect(framesAgainst(frames, (f) => f.area, shows(area.id, area.name))).toEqual([]);

  // The results are the filter's.
  await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue(String(cordoba));
  await expect(page.getByLabel('Ciudad', { exact: true })).toHaveValue(String(area.id));
  const expected = (await (
    await page.request.get(`/api/web/pharmacy?page=1&pagination=5&province_id=${cordoba}&area_id=${area.id}`)
  ).json()) as { data: Array<{ name: string }> };
  const list = page.getByRole('list', { name: 'Farmacias' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(expected.data.map((p) => p.name));
});

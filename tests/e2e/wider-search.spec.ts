import { test, expect, expectAccessible } from './fixtures';

/** Dorila (mock: location 159) has no provider; its city, General Pico (63, province 11), has twelve. */
const DORILA = '/cartilla-medica?province_id=11&area_id=63&location_id=159';

test('a locality with no providers offers the whole city, and one tap finds them (the address changes)', async ({
  page,
}) => {
  await page.goto(DORILA);
  await expect(page.getByText('No hay clinicas disponibles, busca una.')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Búsquedas más amplias' });
  await expect(offers.getByRole('button')).toHaveText([
    'Buscar en toda la ciudad (12 resultados)',
    /^Buscar en toda la provincia \(\d+ resultados\)$/,
    /^Buscar en todo el país \([\d.]+ resultados\)$/,
  ]);
  await expectAccessible(page);

  await offers.getByRole('button', { name: 'Buscar en toda la ciudad (12 resultados)' }).click();
  await expect(page.getByText('Mostrando 1–5 de 12', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prestadores' }).getByRole('listitem')).toHaveCount(5);
  const search = new URL(page.url()).searchParams;
  expect(new URL(page.url()).pathname).toBe('/cartilla-medica');
  expect(Object.fromEntries(search)).toEqual({ province_id: '11', area_id: '63', page: '1' });

  // The address is the search: opened afresh, it shows the same.
  await page.reload();
  await expect(page.getByText('Mostrando 1–5 de 12', { exact: true })).toBeVisible();
  // Back returns to the empty search and its offers.
  await page.goBack();
  await expect(page.getByText('No hay clinicas disponibles, busca una.')).toBeVisible();
  await expect(offers.getByRole('button', { name: /^Buscar en toda la ciudad/ })).toBeVisible();
});

import { test, expect, expectAccessible, APP_START_TIMEOUT } from './fixtures';
import type { Page } from '@playwright/test';

/** The id the mock API gives a specialty, read from the API as the page reads it (never written into the test). */
async function specialtyId(page: Page, name: string): Promise<number> {
  const answer = await page.request.get('/api/web/medical_specialty?pagination=200');
  const { data } = (await answer.json()) as { data: { id: number; description: string }[] };
  const specialty = data.find((row) => row.description === name);
  if (!specialty) throw new Error(`The mock API has no specialty '${name}'`);
  return specialty.id;
}

/** Opens the Especialidad field (a native select until first used, then a combobox) and types as a person would. */
async function typeSpecialty(page: Page, words: string) {
  await page.getByLabel('Especialidad', { exact: true }).first().click();
  const listbox = page.getByRole('listbox', { name: 'Especialidad' });
  await expect(listbox.getByRole('option', { name: 'TODOS' })).toBeVisible();
  const input = page.getByLabel('Especialidad', { exact: true }).first();
  await input.clear();
  await input.pressSequentially(words);
  return listbox;
}

test.describe('Especialidad understands the words people use', () => {
  for (const [words, specialty, option] of [
    ['oculista', 'Oftalmología', 'Oftalmología · oculista'],
    ['dentista', 'Odontología', 'Odontología · dentista'],
    ['pediatra', 'Pediatría', 'Pediatría · pediatra'],
    ['oftalmolgia', 'Oftalmología', 'Oftalmología'],
  ] as const) {
    test(`'${words}' offers ${specialty} first, and choosing it searches by that specialty's id`, async ({ page }) => {
      const id = await specialtyId(page, specialty);
      await page.goto('/cartilla-medica');
      await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });

      const listbox = await typeSpecialty(page, words);
      await expect(listbox.getByRole('option').first()).toHaveAccessibleName(option);
      await expect(page.getByRole('status').filter({ hasText: /especialidad(es)? encontradas?$/ })).toBeAttached();

      const search = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === '/api/web/medical_entity' && url.searchParams.get('medical_specialty_id') === `${id}`;
      });
      await listbox.getByRole('option', { name: option }).click();
      const sent = new URL((await search).url());
      expect(sent.searchParams.get('page')).toBe('1');
      await expect(page).toHaveURL(new RegExp(`medical_specialty_id=${id}(&|$)`));
      await expect(page.getByLabel('Especialidad', { exact: true }).first()).toHaveValue(specialty);
      await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
    });
  }

  test('the keyboard: type, Enter takes the best match; the number found is read out; axe clean @mobile', async ({
    page,
  }) => {
    const id = await specialtyId(page, 'Traumatología y Ortopedia');
    await page.goto('/cartilla-medica');
    await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
    const listbox = await typeSpecialty(page, 'huesos');
    await expect(listbox.getByRole('option').first()).toHaveAccessibleName('Traumatología y Ortopedia · huesos');
    await expect(page.getByRole('status').filter({ hasText: '1 especialidad encontrada' })).toBeAttached();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`medical_specialty_id=${id}(&|$)`));
  });
});

test('Servicio médico understands them too: urgencia → Guardia 24 hs, searched by its id', async ({ page }) => {
  const answer = await page.request.get('/api/web/medical_service?pagination=20&orderBy=description');
  const { data } = (await answer.json()) as { data: { id: number; description: string }[] };
  const id = data.find((row) => row.description === 'Guardia 24 hs')?.id;
  expect(id).toBeDefined();
  await page.goto('/cartilla-medica');
  await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
  await page.getByLabel('Servicio médico', { exact: true }).first().click();
  const listbox = page.getByRole('listbox', { name: 'Servicio médico' });
  await expect(listbox.getByRole('option', { name: 'TODOS' })).toBeVisible();
  const input = page.getByLabel('Servicio médico', { exact: true }).first();
  await input.clear();
  await input.pressSequentially('urgencia');
  await expect(listbox.getByRole('option').first()).toHaveAccessibleName('Guardia 24 hs · urgencia');
  await expect(page.getByRole('status').filter({ hasText: '1 servicio encontrado' })).toBeAttached();
  await listbox.getByRole('option', { name: 'Guardia 24 hs · urgencia' }).click();
  await expect(page).toHaveURL(new RegExp(`medical_service_id=${id}(&|$)`));
  await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
});

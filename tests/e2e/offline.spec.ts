import { test, expect, MAP_READY_TIMEOUT, APP_START_TIMEOUT } from './fixtures';
import { openFilledContactForm } from './form-helpers';

/**
 * Without a connection TanStack Query pauses every load and send until it returns. The page says so (beside the list,
 * in a toast for a send), keeps what was chosen or typed, and goes ahead by itself when the connection is back.
 */
const OFFLINE = 'Sin conexión: revisá tu conexión a internet. Lo intentamos de nuevo cuando vuelva.';

test.describe('offline', () => {
  test('a search made offline says so beside the list and loads by itself when the connection returns', async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    // Whatever the browser itself still fetches once offline (its favicon, say) fails; nothing of the app's code may.
    expectConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
    const basemap = page.waitForResponse(/\/assets\/argentina-[\w-]+\.json$/);
    await page.goto('/cartilla-medica');
    await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
    // The map's code arrives after the list; once here, the page needs nothing more from the network but data.
    await expect(page.getByRole('region', { name: 'Mapa de prestadores' }).locator('canvas')).toBeVisible({
      timeout: MAP_READY_TIMEOUT,
    });
    await basemap;

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Ciudad Autónoma de Buenos Aires' });
    await expect(page).toHaveURL(/province_id=1/);
    // Before: a skeleton forever, nothing said why.
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('1');

    await context.setOffline(false);
    await expect(page.getByRole('list', { name: 'Prestadores' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('1');
  });

  test('a contact form sent offline says so, keeps what was typed, and goes out when the connection returns', async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
    const form = await openFilledContactForm(page);

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('Ana Pérez');
    await expect(form.getByLabel(/Mensaje/)).toHaveValue('Quisiera información.');
    await expect(page.getByText(/Error 0004/)).toHaveCount(0);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/web/contact_form') && r.method() === 'POST');
    await context.setOffline(false);
    await sent;
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
  });
});

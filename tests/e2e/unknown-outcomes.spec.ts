import type { Page } from '@playwright/test';
import { test, expect, clearMockFailures, expectAccessible, failMock } from './fixtures';
import { chooseFile, openFilledContactForm, pick } from './form-helpers';
import { signIn as signInThroughTheApi } from './member-login';
import { READ_TIMEOUT_MS } from '../../src/boot/boot-rules';

/**
 * Never lose a person's work or leave them guessing, behind nginx: a send whose outcome is unknown says
 * it may have arrived and sends nothing by itself; a session that ends during a member's send keeps the text and
 * leads back to it; an empty answer is not an error and a failed read is not empty; no read hangs.
 */
const MEMBER = { numdoc: '30111222', password: '30111222', fullName: 'María Laura González' };
const MAY_HAVE_ARRIVED = 'Tu envío pudo haber llegado';

/** Counts the requests the page makes to an API path (they still reach the server). */
function countRequests(page: Page, method: string, path: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

async function signIn(page: Page) {
  const tipdoc = page.getByRole('combobox', { name: /Tipo de documento/ });
  await expect(tipdoc).toBeEnabled();
  await tipdoc.click();
  await page.getByRole('option', { name: 'DNI', exact: true }).click();
  await page.getByLabel(/Número de documento/).fill(MEMBER.numdoc);
  await page.getByLabel(/Contraseña/).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText(`Bienvenido ${MEMBER.fullName}`)).toBeVisible();
}

async function logIn(page: Page) {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/panel$/);
}

/** The notice, the kept text, and a second Enviar that only asks: nothing more is sent. */
async function expectMayHaveArrived(page: Page, sends: { count: number }) {
  const notice = page.getByRole('alert').filter({ hasText: MAY_HAVE_ARRIVED });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('correo de confirmación');
  await expect(notice.getByRole('link', { name: '(011) 5555-0105' })).toHaveAttribute('href', 'tel:+541155550105');
  await expect(page.getByText(/Error 000/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(notice.getByText(/¿Querés enviarlo de nuevo\?/)).toBeVisible();
  await notice.getByRole('button', { name: 'No, esperar' }).click();
  await expect(notice.getByText(/¿Querés enviarlo de nuevo\?/)).toHaveCount(0);
  expect(sends.count).toBe(1);
}

test.describe('a send whose outcome is unknown', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('a 504 after the contact form says it may have arrived, keeps the text, sends nothing by itself', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 504/);
    await failMock(page, [{ method: 'POST', path: '/api/web/contact_form', status: 504 }]);
    const sends = countRequests(page, 'POST', '/api/web/contact_form');
    const form = await openFilledContactForm(page, 'Quisiera saber de los planes.');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expectMayHaveArrived(page, sends);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('button', { name: 'Sí, enviar de nuevo' })).toBeVisible();
    await expectAccessible(page);
    await expect(form.getByLabel(/Mensaje/)).toHaveValue('Quisiera saber de los planes.');
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('Ana Pérez');
  });

  test('a 504 after a job application says it may have arrived and keeps what was typed and attached', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 504/);
    await failMock(page, [{ method: 'POST', path: '/api/web/contact_form', status: 504 }]);
    const sends = countRequests(page, 'POST', '/api/web/contact_form');
    await page.goto('/trabaja-con-nosotros');
    await page.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Ana López');
    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /Teléfono/ }).fill('11 5555-6666');
    await pick(page, /Puesto/, 'Prestador médico');
    await chooseFile(page, 'Currículum (CV)', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 curriculum'),
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectMayHaveArrived(page, sends);
    await expect(page.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Ana López');
    await expect(page.getByText('cv.pdf', { exact: false }).first()).toBeVisible();
  });

  test('a 504 after a paperwork send says it may have arrived; a deliberate yes sends it once more', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 504/);
    await logIn(page);
    await failMock(page, [{ method: 'POST', path: '/api/web/contact_form', status: 504, times: 1 }]);
    const sends = countRequests(page, 'POST', '/api/web/contact_form');
    await page.goto('/panel/tramites/sugerencias-mejoras');
    await page.getByLabel(/Tu sugerencia/).fill('Más turnos online, por favor.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expectMayHaveArrived(page, sends);
    await expect(page.getByLabel(/Tu sugerencia/)).toHaveValue('Más turnos online, por favor.');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('button', { name: 'Sí, enviar de nuevo' }).click();
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    expect(sends.count).toBe(2);
  });
});

test.describe('a session that ends during a member’s send', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('a 401 keeps the text; signing in again brings it back, and it is sent once, on Enviar', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 401/);
    // Signed in through the API: the form's sign-in this test checks is the second one.
    await signInThroughTheApi(page);
    await failMock(page, [{ method: 'POST', path: '/api/web/contact_form', status: 401, times: 1 }]);
    const sends = countRequests(page, 'POST', '/api/web/contact_form');
    await page.goto('/panel/tramites/sugerencias-mejoras');
    await page.getByLabel(/Tu sugerencia/).fill('Que el portal avise cuando vence la credencial.');
    await page.getByRole('button', { name: 'Enviar' }).click();

    await expect(page.getByText('Unauthenticated.')).toBeVisible();
    await expect(page.getByText('Tu sesión terminó. Ingresá de nuevo para enviar lo que escribiste.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpanel%2Ftramites%2Fsugerencias-mejoras$/);
    await expect(page.getByText(/Al ingresar volvés al formulario/)).toBeVisible();
    await expectAccessible(page);
    await signIn(page);

    await expect(page).toHaveURL(/\/panel\/tramites\/sugerencias-mejoras$/);
    await expect(page.getByLabel(/Tu sugerencia/)).toHaveValue('Que el portal avise cuando vence la credencial.');
    await expect(page.getByText(/tenés que elegirlos de nuevo/)).toBeVisible();
    await expectAccessible(page);
    expect(sends.count).toBe(1);

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/panel\/tramites$/);
    expect(sends.count).toBe(2);
  });
});

test.describe('empty is not an error, an error is not empty', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('memberLaboratory: null shows that there are no results, on /panel/laboratorios', async ({ page }) => {
    await logIn(page);
    await failMock(page, [
      { method: 'GET', path: '/api/web/member/laboratory', status: 200, body: { memberLaboratory: null } },
    ]);
    await page.goto('/panel/laboratorios');
    await expect(page.getByText('No hay resultados de laboratorio disponibles')).toBeVisible();
    await expect(page).toHaveURL(/\/panel\/laboratorios$/);
    await expect(page.getByText(/Error 0008/)).toHaveCount(0);
  });

  test('a failed pre-invoice read says so, with Reintentar, never "No hay datos cargados."', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 500/);
    await logIn(page);
    await failMock(page, [{ method: 'POST', path: '/api/web/prefactura', status: 500 }]);
    await page.goto('/panel/facturas');
    const failed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la información' });
    await expect(failed).toBeVisible();
    await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByText('No hay datos cargados.')).toHaveCount(0);

    await clearMockFailures(page);
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('table', { name: 'Pre Factura' })).toBeVisible();
  });
});

test.describe('no read hangs', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('a first-visit search that never answers ends with the catalogue’s message and Reintentar once its read’s limit is out, asked once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The API holds every pharmacy answer for a minute: longer than any wait the page may have.
    await failMock(page, [{ method: 'GET', path: '/api/web/pharmacy', status: 'slow', delay: 60_000 }]);
    const asks: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/web/pharmacy') asks.push(Date.now());
    });
    await page.goto('/farmacias', { waitUntil: 'commit' });
    const failed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la información' });
    await expect(failed).toBeVisible({ timeout: 45_000 });
    // The clock starts when the page asks (a slow machine may take seconds to start the page before it can ask).
    const elapsed = Date.now() - asks[0]!;
    test.info().annotations.push({ type: 'ended after', description: `${elapsed} ms` });
    // One read of READ_TIMEOUT_MS, not asked again: a second ask could not end before twice that. The margin covers a
    // busy machine, where two browsers load pages at once.
    expect(asks).toHaveLength(1);
    expect(elapsed).toBeLessThan(READ_TIMEOUT_MS + 10_000);
    await expect(failed).toContainText('Lo sentimos, ha sucedido un error inesperado (Error 0011)');
    await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});

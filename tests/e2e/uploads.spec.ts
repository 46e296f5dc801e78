import type { Page } from '@playwright/test';
import { test, expect, failMock } from './fixtures';
import { chooseFile, pick } from './form-helpers';

/**
 * Sends with files on the production path: through the shipped nginx (deploy/site.conf) to the mock API, with the
 * upload progress the form shows, on a slow uplink, and the answers a proxy may give (413, no answer).
 */
const MiB = 1024 * 1024;

/** A file of `bytes` that is not all zeros (so nothing along the way can shortcut it). */
function fileOf(bytes: number, seed: number) {
  const buffer = Buffer.alloc(bytes, seed);
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = (i + seed) % 251;
  return buffer;
}

async function openFilledResidencyForm(page: Page) {
  await page.goto('/residencia-medica');
  await page.getByRole('button', { name: 'Formulario de inscripción' }).click();
  await expect(page.getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled();
  await pick(page, /Especialidad/, 'Clínica Médica');
  await page.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Lucía Fernández');
  await page.getByRole('textbox', { name: /^Teléfono/ }).fill('011 4444-5555');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('lucia@example.com');
  await pick(page, /Tipo de documento/, 'DNI');
  await page.getByRole('textbox', { name: /Número de documento/ }).fill('35123456');
}

async function openFilledJobForm(page: Page) {
  await page.goto('/trabaja-con-nosotros');
  await page.getByRole('textbox', { name: /Nombre y apellido/ }).fill('Ana López');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('ana@example.com');
  await page.getByRole('textbox', { name: /Teléfono/ }).fill('11 5555-6666');
  await pick(page, /Puesto/, 'Prestador médico');
}

test.describe('uploads through nginx', () => {
  test('a residency application with four 10 MB files goes through, with its progress shown', async ({ page }) => {
    // 40 MB cross the DevTools protocol into the page, then 53 MB of JSON go through nginx.
    test.setTimeout(180_000);
    await openFilledResidencyForm(page);
    const slots = ['Currículum (CV)', 'Archivo adicional 2', 'Archivo adicional 3', 'Archivo adicional 4'];
    for (const [i, label] of slots.entries()) {
      await chooseFile(page, label, {
        name: `archivo${i + 1}.pdf`,
        mimeType: 'application/pdf',
        buffer: fileOf(10 * MiB, i + 1),
      });
      await expect(page.getByText(`archivo${i + 1}.pdf (10 MB)`)).toBeVisible();
    }
    // Every text the status line shows, as it changes (the upload itself may take under a second on loopback).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __statuses: string[] }).__statuses = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]')) {
          const text = el.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A 100 Mbit/s uplink: on loopback the whole body would go out within one frame of the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: (100 * 1000 * 1000) / 8,
      uploadThroughput: (100 * 1000 * 1000) / 8,
    });
    const answered = page.waitForResponse('**/api/admin/medical_residence_mail', { timeout: 150_000 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Enviar' }).click();
    const response = await answered;
    const request = response.request();
    const bodyBytes = Number((await request.allHeaders())['content-length'] ?? request.postDataBuffer()?.length ?? 0);
    test.info().annotations.push({
      type: 'largest body',
      description: `${(bodyBytes / MiB).toFixed(1)} MiB accepted (status ${response.status()}) in ${Date.now() - started} ms`,
    });
    expect(response.status()).toBe(204);
    expect(bodyBytes).toBeGreaterThan(53 * MiB);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // First the encoding of 40 MB to base64, then the upload, counted in %.
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
    expect(statuses[0]).toBe('Enviando la inscripción…');
    expect(statuses.filter((text) => /^Enviando… \d+ %$/.test(text)).length).toBeGreaterThan(1);
  });

  test('on a 2 Mbit/s uplink a 10 MB job application takes longer than the old 20 s limit and arrives, the form showing how far it got', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openFilledJobForm(page);
    await chooseFile(page, 'Currículum (CV)', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: fileOf(10 * MiB, 3),
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 80,
      downloadThroughput: (10 * 1000 * 1000) / 8,
      uploadThroughput: (2 * 1000 * 1000) / 8,
    });
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/web/contact_form') && r.request().method() === 'POST',
      {
        timeout: 120_000,
      },
    );
    const started = Date.now();
    await page.getByRole('button', { name: 'Enviar' }).click();
    // The status line counts up while the body goes out.
    await expect(page.getByRole('status').filter({ hasText: /^Enviando… ([1-9]\d?) %$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('progressbar', { name: 'Progreso del envío' })).toHaveAttribute(
      'aria-valuenow',
      /^\d+$/,
    );
    const response = await answered;
    const elapsed = Date.now() - started;
    test.info().annotations.push({
      type: '10 MB at 2 Mbit/s',
      description: `answered ${response.status()} after ${elapsed} ms`,
    });
    expect(response.status()).toBe(200);
    expect(elapsed).toBeGreaterThan(20_000);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
  });

  test('a 413 from the proxy says the files are too large, with the limit, and keeps everything typed', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 413/);
    await page.route('**/api/web/contact_form', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'text/html',
        body: '<html><body>413 Request Entity Too Large</body></html>',
      }),
    );
    await openFilledJobForm(page);
    await chooseFile(page, 'Currículum (CV)', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: fileOf(64 * 1024, 1),
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText(/Los archivos adjuntos son demasiado grandes: un envío admite hasta 40 MB en total/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Ana López');
    await expect(page.getByText('cv.pdf', { exact: false }).first()).toBeVisible();
  });

  test('a send whose body went out but got no answer says it may have arrived, not that it failed', async ({
    page,
  }) => {
    // The page's clock is ours, so the two minutes the form waits for an answer pass at once.
    await page.clock.install();
    // This test's browser only (the mock-scope cookie): the API holds the answer for a minute.
    const put = await page.request.put('/__mock/failures', {
      data: { rules: [{ method: 'POST', path: '/api/web/contact_form', status: 'slow', delay: 60_000 }] },
    });
    expect(put.ok()).toBe(true);
    await openFilledJobForm(page);
    await chooseFile(page, 'Currículum (CV)', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: fileOf(64 * 1024, 2),
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    // The whole body went out…
    await expect(page.getByRole('status').filter({ hasText: 'Enviando… 100 %' })).toBeVisible();
    // …and no answer came within two minutes.
    await page.clock.fastForward('02:05');
    await expect(page.getByText(/tu envío pudo haber llegado/)).toBeVisible();
    await expect(page.getByText(/Error 0004/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Ana López');
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  test('a 504 from the proxy after the application went out says it may have arrived, not 0005, and keeps everything typed', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 504/);
    await failMock(page, [{ method: 'PUT', path: '/api/admin/medical_residence_mail', status: 504 }]);
    await openFilledResidencyForm(page);
    await chooseFile(page, 'Currículum (CV)', {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: fileOf(64 * 1024, 4),
    });
    const answered = page.waitForResponse('**/api/admin/medical_residence_mail');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await answered).status()).toBe(504);
    // Before: "Lo sentimos, ha sucedido un error inesperado. (Error 0005)", which invites a second send.
    await expect(page.getByText(/tu envío pudo haber llegado/)).toBeVisible();
    await expect(page.getByText(/Error 0005/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Lucía Fernández');
    await expect(page.getByRole('textbox', { name: /Número de documento/ })).toHaveValue('35123456');
    await expect(page.getByText('cv.pdf', { exact: false }).first()).toBeVisible();
  });
});

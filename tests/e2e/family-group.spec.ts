import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, clearMockFailures, failMock } from './fixtures';
import { signIn } from './member-login';

/** The family group: the holder's cards, acting for the child of 8, the group's credentials and certificates. */

const CHILD_8 = { id: 5, name: 'Tomás Pereyra González', document: '58123456', number: '00123456-03' };
const CHILD_15 = { id: 6, name: 'Sofía Pereyra González', document: '50987654' };
const BANNER = `Estás viendo los datos de ${CHILD_8.name} (Hijo/a, 8 años).`;
const REFUSED = 'No podés ver los datos de esa persona.';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The API paths the page asks for, from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/web/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

/** Today in Buenos Aires, YYYY-MM-DD. */
const todayInBuenosAires = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

test.describe('family group', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('the group and its cards; only the child of 8 offers appointments and results; axe clean', async ({ page }) => {
    await signIn(page);
    await page.goto('/panel');
    await sidebar(page).getByRole('link', { name: 'Grupo familiar' }).click();
    await expect(page).toHaveURL(/\/panel\/grupo-familiar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grupo familiar' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(card(page, 'María Laura González (vos)')).toContainText('Titular');
    await expect(card(page, 'Martín Pereyra')).toContainText('Cónyuge');
    await expect(card(page, CHILD_8.name)).toContainText(
      /Hijo\/a\s*Edad\s*8 años\s*Plan\s*A-10 PLUS\s*N\.º de socio\s*00123456-03/,
    );
    await expect(card(page, CHILD_15.name)).toContainText('15 años');
    for (const article of await page.getByRole('article').all()) {
      await expect(article.getByRole('link', { name: /^Ver credencial/ })).toBeVisible();
      await expect(article.getByRole('button', { name: /^Certificado de afiliación/ })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Ver sus turnos y resultados/ })).toHaveCount(1);
    await expect(card(page, CHILD_8.name).getByRole('link', { name: /Ver sus turnos y resultados/ })).toBeVisible();
    await expect(card(page, CHILD_15.name).getByRole('link', { name: /Ver sus turnos/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("acting for the child of 8: banner, the child's data, every request names the child, reload and Back keep it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.route('https://resultados.saludplena.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Resultados</title><p>Resultados</p>' }),
    );
    await signIn(page);
    await page.goto('/panel/grupo-familiar');
    const calls = recordApiCalls(page);
    await card(page, CHILD_8.name)
      .getByRole('link', { name: /Ver sus turnos y resultados/ })
      .click();

    await expect(page).toHaveURL(/\/panel\/turnos\?familiar=5/);
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Turnos de ${CHILD_8.name}` })).toBeVisible();
    await expect(page).toHaveTitle(`Turnos de ${CHILD_8.name} | Salud Plena`);
    await expect(page.getByRole('navigation', { name: 'Estás en' })).toContainText(`Datos de ${CHILD_8.name}`);
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page);

    await sidebar(page).getByRole('link', { name: 'Laboratorios' }).click();
    await expect(page).toHaveURL(/\/panel\/laboratorios\?familiar=5$/);
    await expect(page.getByRole('heading', { level: 1, name: `Laboratorios de ${CHILD_8.name}` })).toBeVisible();
    await expect(page.getByText(BANNER)).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Imagenes' }).click();
    await expect(page).toHaveURL(/\/panel\/imagenes\?familiar=5$/);
    await expect(page.getByRole('table')).toContainText('Radiografía de muñeca izquierda');
    await expect(page.getByRole('table')).not.toContainText('Mamografía');

    // A reload keeps it, and so does Back.
    await page.reload();
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Radiografía de muñeca izquierda');
    await page.goBack();
    await expect(page).toHaveURL(/\/panel\/laboratorios\?familiar=5$/);
    await expect(page.getByRole('heading', { level: 1, name: `Laboratorios de ${CHILD_8.name}` })).toBeVisible();

    // Personal data stay the holder's, under the banner.
    await sidebar(page).getByRole('link', { name: 'Datos personales' }).click();
    await expect(page).toHaveURL(/\/panel\?familiar=5$/);
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(page.locator('dl').first()).toContainText('DNI 30111222');

    expect(calls.filter((c) => /\/member\/(appointments|laboratory)|\/moreau\//.test(c))).toEqual([]);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/api/web/member/family/5/appointments?page=1',
        '/api/web/member/family/5/laboratory',
        '/api/web/member/family/5/imaging',
      ]),
    );

    await page.getByRole('link', { name: 'Volver a mis datos' }).click();
    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByText(/Estás viendo los datos/)).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Imagenes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Imágenes' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Mamografía bilateral');
  });

  test('the child of 15 and a forged id: refused, the holder’s own data, no request for them', async ({ page }) => {
    await signIn(page);
    const calls = recordApiCalls(page);
    for (const id of [CHILD_15.id, 2, 999]) {
      await page.goto(`/panel/turnos?familiar=${id}`);
      await expect(page.getByText(REFUSED)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Mis turnos' })).toBeVisible();
      await expect(page.getByText(/Estás viendo los datos/)).toHaveCount(0);
    }
    expect(calls.filter((c) => c.includes('/family/'))).toEqual([]);
    expect(calls).toContain('/api/web/member/appointments?page=1');
    await expectAccessible(page);
  });

  test('the certificate downloads as a PDF named after the member and the day', async ({ page }) => {
    await signIn(page);
    await page.goto('/panel/grupo-familiar');
    const download = page.waitForEvent('download');
    await card(page, CHILD_15.name)
      .getByRole('button', { name: /^Certificado de afiliación/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`certificado-afiliacion-pereyra-gonzalez-${todayInBuenosAires()}.pdf`);
    const bytes = (await readFile((await file.path())!)).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(bytes).toContain('Sof\xeda Pereyra Gonz\xe1lez, DNI 50987654');
  });

  test('a failed certificate says so and can be tried again', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signIn(page);
    await page.goto('/panel/grupo-familiar');
    await failMock(page, [
      { method: 'GET', path: '/api/web/member/family/:id/certificate', status: 500, delay: 500, times: 1 },
    ]);
    const button = card(page, CHILD_15.name).getByRole('button', { name: /^Certificado de afiliación/ });
    await button.click();
    await expect(card(page, CHILD_15.name).getByText('Preparando el certificado…')).toBeVisible();
    await expect(card(page, CHILD_15.name).getByRole('alert')).toContainText(
      'al descargar el certificado. (Error 0018)',
    );
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toMatch(/^certificado-afiliacion-pereyra-gonzalez-/);
  });

  test("a child's credential, once seen, shows offline until sign-out", async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await signIn(page);
    await page.goto('/panel/grupo-familiar');
    await card(page, CHILD_8.name)
      .getByRole('link', { name: /^Ver credencial/ })
      .click();
    await expect(page).toHaveURL(/\/panel\/credencial\?socio=5$/);
    await expect(page.getByRole('heading', { level: 1, name: `Credencial digital de ${CHILD_8.name}` })).toBeVisible();
    const credential = page.getByRole('article', { name: 'Credencial de socio' });
    await expect(credential).toContainText(CHILD_8.name);
    await expect(credential).toContainText(`DNI ${CHILD_8.document}`);
    await expect(
      credential.getByRole('img', { name: `Código QR con el número de socio ${CHILD_8.number}` }),
    ).toBeVisible();
    await expectAccessible(page);

    // At the clinic's desk, without a connection: the page comes from the service worker, the card from the session.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await expect(credential).toContainText(CHILD_8.name);
    await expect(
      credential.getByRole('img', { name: `Código QR con el número de socio ${CHILD_8.number}` }),
    ).toBeVisible();
    await context.setOffline(false);

    await page.getByRole('button', { name: 'Menú de María Laura González' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Haz cerrado sesión satisfactoriamente.')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain(CHILD_8.document);
    expect(stored).not.toContain('Tomás');
  });

  test('sign-out in another tab ends the acting state', async ({ page, context }) => {
    await signIn(page);
    await page.goto(`/panel/turnos?familiar=${CHILD_8.id}`);
    await expect(page.getByText(BANNER)).toBeVisible();
    // A tab opened from this one starts with its session (and its acting state, from the address).
    const opened = context.waitForEvent('page');
    await page.evaluate((id) => void window.open(`/panel/credencial?familiar=${id}&socio=${id}`, '_blank'), CHILD_8.id);
    const other = await opened;
    await expect(other.getByText(BANNER)).toBeVisible();
    await expect(other.getByRole('article', { name: 'Credencial de socio' })).toContainText(CHILD_8.name);

    await other.getByRole('button', { name: 'Menú de María Laura González' }).click();
    await other.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText(/Estás viendo los datos/)).toHaveCount(0, { timeout: 2_000 });
    await expect(page.getByText(CHILD_8.name)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/panel/);
    for (const tab of [page, other]) {
      const stored = await tab.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
      expect(stored).not.toContain(CHILD_8.document);
      expect(stored).not.toContain('Tomás');
    }
  });

  test('the spouse signs in and sees only themselves', async ({ page }) => {
    await signIn(page, { numdoc: '28999111', tipdoc: '1', password: '28999111' });
    await page.goto('/panel/grupo-familiar');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Martín Pereyra (vos)' })).toContainText('Cónyuge');
    await page.goto(`/panel/turnos?familiar=${CHILD_8.id}`);
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis turnos' })).toBeVisible();
  });

  test('@mobile the group and the banner at 320 px: nothing scrolls sideways, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page);
    await page.goto('/panel/grupo-familiar');
    await expect(page.getByRole('article')).toHaveCount(4);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await card(page, CHILD_8.name)
      .getByRole('link', { name: /Ver sus turnos y resultados/ })
      .click();
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(
      page
        .getByRole('table')
        .or(page.getByRole('list', { name: /turnos/i }))
        .first(),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, clearMockFailures, failMock } from './fixtures';
import { DEMO_MEMBER as DEMO, memberLogin } from './member-login';

/**
 * Trust no row: the API answers as a real one may on a bad day (one odd row, a null, a number where text was
 * expected, an odd member), behind nginx. Everything that can be read is shown; nothing says "error" for it.
 */

/** A real answer of the mock API, to break one row of. */
async function realAnswer(page: Page, path: string): Promise<{ data: Array<Record<string, unknown>> }> {
  const response = await page.request.get(path, { headers: { Accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: Array<Record<string, unknown>> };
}

const documentTypeField = (page: Page) =>
  page
    .getByRole('textbox', { name: /Tipo de documento/ })
    .or(page.getByRole('combobox', { name: /Tipo de documento/ }))
    .first();

async function chooseDocumentType(page: Page, label: string) {
  await expect(documentTypeField(page)).toBeEnabled();
  await documentTypeField(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The demo member's login, typed into the form as a member would. */
async function logInWithTheForm(page: Page) {
  await page.goto('/login');
  await chooseDocumentType(page, 'DNI');
  await page.getByLabel(/Número de documento/).fill(DEMO.numdoc);
  await page.getByLabel(/Contraseña/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

const noErrorToast = async (page: Page) =>
  expect(page.getByText(/ha sucedido un error|No hay conexion con el API/)).toHaveCount(0);

test.describe('odd answers from the API', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('an odd member (no name, phones as numbers, no birth date, e-mail null) signs in; imaging says what is missing', async ({
    page,
  }) => {
    const { access_token, member } = await memberLogin(page);
    const { full_name: _name, born_date: _born, ...rest } = member;
    const odd = { ...rest, phone: 1140001002, cellphone: 1155550000, email: null };
    await failMock(page, [
      { method: 'POST', path: '/api/web/member/login', status: 200, body: { access_token, member: odd } },
    ]);
    const imagingCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/web/moreau/')) imagingCalls.push(request.url());
    });

    await logInWithTheForm(page);

    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByText('Bienvenido', { exact: true })).toBeVisible();
    await noErrorToast(page);
    const data = page.locator('dl');
    await expect(data).toContainText('Nombre y apellido-');
    await expect(data).toContainText('Fecha de nacimiento-');
    await expect(data).toContainText('Email-');
    await expect(data).toContainText('Teléfono1140001002');
    await expect(data).toContainText('Celular1155550000');
    await expect(page.getByRole('button', { name: 'Menú de socio' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Imagenes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Imágenes' })).toBeVisible();
    // Its own status (the welcome toast may still be on screen beside it).
    await expect(page.getByRole('status', { name: 'No podemos buscar tus estudios' })).toContainText(
      'Para buscar tus estudios de imágenes necesitamos tu nombre y tu fecha de nacimiento',
    );
    await noErrorToast(page);
    expect(imagingCalls).toEqual([]);
    await expectAccessible(page);
  });

  test('one document type with a null label: the others can still be chosen, and the login works', async ({ page }) => {
    await failMock(page, [
      { method: 'GET', path: '/api/web/member/tipdoc', status: 200, body: { '1': 'DNI', '2': null, '3': 'LC' } },
    ]);
    await page.goto('/login');
    await expect(documentTypeField(page)).toBeEnabled();
    await documentTypeField(page).click();
    await expect(page.getByRole('option')).toHaveText(['DNI', 'LC']);
    await page.getByRole('option', { name: 'DNI', exact: true }).click();
    await page.getByLabel(/Número de documento/).fill(DEMO.numdoc);
    await page.getByLabel(/Contraseña/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/panel$/);
    await noErrorToast(page);
  });

  test('pharmacies: a row without coordinates, a phone as a number and a null row; the page shows every readable row', async ({
    page,
  }) => {
    const answer = await realAnswer(page, '/api/web/pharmacy?page=1&pagination=5');
    const [first, second, third, fourth] = answer.data;
    const { lat: _lat, lon: _lon, ...withoutPlace } = first!;
    const rows = [withoutPlace, { ...second, phone: 1140001002 }, null, third, fourth];
    await failMock(page, [{ method: 'GET', path: '/api/web/pharmacy', status: 200, body: { ...answer, data: rows } }]);
    await page.goto('/farmacias');
    const list = page.getByRole('list', { name: 'Farmacias' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(
      [first, second, third, fourth].map((row) => String(row!.name)),
    );
    await expect(list.getByRole('listitem').nth(1)).toContainText('1140001002');
    await noErrorToast(page);
    // The row without a place is listed, but not offered on the map.
    await expect(
      list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /Ver en el mapa/ }),
    ).toHaveCount(0);
  });

  test('invoices: one without an amount is left out, "SI" and "PAGADO" are read; the member stays on the page', async ({
    page,
  }) => {
    const { access_token } = await memberLogin(page);
    const answer = await page.request.get('/api/web/member/invoices', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${access_token}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: Array<Record<string, unknown>> };
    const [first, second] = data;
    const { importe: _amount, ...withoutAmount } = first!;
    const rows = [
      withoutAmount,
      { ...second, estado: 'IMPAGO', download: 'SI' },
      { ...second, estado: 'PAGADO', download: 'NO' },
    ];
    await failMock(page, [{ method: 'GET', path: '/api/web/member/invoices', status: 200, body: { data: rows } }]);

    await logInWithTheForm(page);
    await expect(page).toHaveURL(/\/panel$/);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Facturas' }).click();

    const table = page.getByRole('table', { name: 'Mis facturas' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(page).toHaveURL(/\/panel\/facturas$/);
    // Both may be downloaded: the first says 'SI', the second is settled ('PAGADO').
    await expect(table.getByRole('link', { name: /Descargar/ })).toHaveCount(2);
    await noErrorToast(page);
  });

  test('contact types with a null name and loggedin 2: the other reasons are offered', async ({ page }) => {
    const answer = await realAnswer(page, '/api/web/contact_form_type?pagination=50');
    const rows = answer.data.map((row, i) =>
      i === 0 ? { ...row, name: null } : i === 1 ? { ...row, loggedin: 2 } : row,
    );
    await failMock(page, [
      { method: 'GET', path: '/api/web/contact_form_type', status: 200, body: { ...answer, data: rows } },
    ]);
    await page.goto('/contacto');
    const reason = page.getByRole('combobox', { name: /Motivo/ });
    await expect(reason).toBeEnabled();
    const publicNames = answer.data
      .filter((row, i) => i > 1 && Number(row.loggedin) === 0)
      .map((row) => String(row.name));
    expect(publicNames.length).toBeGreaterThan(2);
    await reason.click();
    for (const name of publicNames) {
      await expect(page.getByRole('option').filter({ hasText: name })).toHaveCount(1);
    }
    await noErrorToast(page);
  });
});

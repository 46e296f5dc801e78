import type { Page } from '@playwright/test';
import { test, expect, clearMockFailures, expectAccessible, failMock } from './fixtures';
import { sidewaysScroll } from './beyond-axe-checks';
import { chooseFile } from './form-helpers';
import { signIn } from './member-login';
import { invoicePdf, lockedPdf } from '../utils/invoice-pdf';
import { invoicePhoto, largePhoto, type ArcaPayload } from '../utils/png';

/**
 * Reimbursements ('reintegros'), behind nginx on the mock API: a photo or PDF of an invoice with ARCA's QR fills the
 * form, each file uploads by itself, the request goes once with its key, and the member follows the case.
 */
const FILES = '/api/web/member/reimbursements/files';
const CREATE = '/api/web/member/reimbursements';
const BANK_ACCOUNT = '2850590940090418135201';

/** Today in Buenos Aires, YYYY-MM-DD (the invoice's date must not be older than 180 days there). */
function buenosAiresDay(daysAgo = 0): string {
  return new Date(Date.now() - 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** An invoice of its own for each test (the same receipt twice is a duplicate, by design). */
function freshInvoice(overrides: Partial<ArcaPayload> = {}): ArcaPayload {
  return {
    fecha: buenosAiresDay(3),
    cuit: 30500010912,
    ptoVta: 7,
    tipoCmp: 6,
    nroCmp: 10_000 + Math.floor(Math.random() * 89_000_000),
    importe: 15400.5,
    ...overrides,
  };
}

const photoOf = (invoice: ArcaPayload) => ({
  name: 'factura.png',
  mimeType: 'image/png',
  buffer: invoicePhoto(invoice),
});

const pdfOf = (invoice: ArcaPayload, { qr = true } = {}) => ({
  name: 'factura.pdf',
  mimeType: 'application/pdf',
  buffer: invoicePdf(invoice, { qr }),
});

async function openRequestForm(page: Page, isMobile = false) {
  await signIn(page);
  await page.goto('/panel');
  // On a phone the panel's menu is a drawer.
  if (isMobile) await page.getByRole('button', { name: 'Menú del panel' }).click();
  const menu = page
    .getByRole(isMobile ? 'dialog' : 'complementary')
    .getByRole('navigation', { name: 'Secciones del panel' });
  await menu.getByRole('link', { name: 'Reintegros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reintegros' })).toBeVisible();
  await page.getByRole('link', { name: 'Pedir un reintegro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedir un reintegro' })).toBeVisible();
}

/** Chooses the invoice photo and waits for the form to fill itself from its QR. */
async function choosePhotoWithQr(page: Page, invoice: ArcaPayload) {
  await chooseFile(page, 'Factura o recibo', photoOf(invoice));
  await expect(page.getByText('Leímos el código QR de la factura')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Archivo subido: factura/)).toBeVisible();
}

async function finishAndSend(page: Page) {
  await page.getByLabel('Tipo de prestación').selectOption('Consulta');
  await page.getByLabel('CBU o alias').fill(BANK_ACCOUNT);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

/** The case number the form shows once the request is received. */
async function receivedNumber(page: Page): Promise<string> {
  const title = page.getByText(/^Recibimos tu pedido: N\.º R-\d+$/);
  await expect(title).toBeVisible();
  return /R-\d+/.exec((await title.textContent()) ?? '')![0];
}

/** The six fields ARCA's QR fills, as the invoice's QR says them (every test invoice is of this provider). */
async function expectFilledFromQr(page: Page, invoice: { nroCmp: number; fecha: string }, letter: 'B' | 'C') {
  await expect(page.getByLabel('CUIT del prestador')).toHaveValue('30500010912');
  await expect(page.getByLabel('Tipo de factura')).toHaveValue(letter);
  await expect(page.getByLabel('Punto de venta')).toHaveValue('7');
  await expect(page.getByLabel('Número')).toHaveValue(String(invoice.nroCmp));
  await expect(page.getByLabel('Fecha')).toHaveValue(invoice.fecha);
  await expect(page.getByLabel('Importe')).toHaveValue('15.400,50');
}

test.describe('reimbursements', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('from a photo with a QR to the case in the list, as Recibido @mobile', async ({ page, isMobile }) => {
    const invoice = freshInvoice();
    await openRequestForm(page, isMobile);
    await expectAccessible(page);
    await choosePhotoWithQr(page, invoice);

    // The fields filled themselves, the member sees it, and can correct them.
    await expectFilledFromQr(page, invoice, 'B');
    await expect(page.getByText('Completado con el código QR de la factura.').first()).toBeVisible();
    await page.getByLabel('Importe').fill('15.000,00');
    await expectAccessible(page);

    await finishAndSend(page);
    const number = await receivedNumber(page);
    await page.getByRole('link', { name: 'Ver mis reintegros' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `N.º ${number}` }) });
    await expect(row).toContainText('Recibido');
    await expect(row).toContainText('Clínica Nuestra Señora de Luján');
    await expect(row).toContainText('$ 15.000,00');
    await expectAccessible(page);
  });

  test('a PDF invoice with a QR fills the same fields and goes as it is', async ({ page }) => {
    const invoice = freshInvoice({ tipoCmp: 11 });
    const pdf = pdfOf(invoice);
    const sent: Buffer[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === FILES)
        sent.push(request.postDataBuffer() ?? Buffer.alloc(0));
    });
    await openRequestFormWithLogin(page);
    await chooseFile(page, 'Factura o recibo', pdf);
    await expect(page.getByText('Leímos el código QR de la factura')).toBeVisible({ timeout: 15_000 });

    await expectFilledFromQr(page, invoice, 'C');
    await expect(page.getByText('Completado con el código QR de la factura.')).toHaveCount(6);
    await expect(page.getByText('Archivo subido: factura.pdf')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.includes(pdf.buffer)).toBe(true);
  });

  test('a PDF without a QR, damaged or with a password asks for the data to be typed', async ({ page }) => {
    await openRequestFormWithLogin(page);
    await chooseFile(page, 'Factura o recibo', pdfOf(freshInvoice(), { qr: false }));
    const notice = page.getByRole('status').filter({ hasText: 'Completá los datos de la factura' });
    await expect(notice).toContainText('No encontramos un código QR de ARCA que se pueda leer.', { timeout: 15_000 });
    await expect(page.getByText('Archivo subido: factura.pdf')).toBeVisible();
    await expect(page.getByLabel('CUIT del prestador')).toHaveValue('');
    await expect(page.getByText('Completado con el código QR de la factura.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Quitar factura o recibo' }).click();
    await chooseFile(page, 'Factura o recibo', {
      name: 'incompleta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% se cortó la descarga\n1 0 obj\n<< /Type /Cat'),
    });
    await expect(notice).toContainText('No pudimos abrir el PDF para buscar su código QR.', { timeout: 15_000 });
    await expect(page.getByText('Archivo subido: incompleta.pdf')).toBeVisible();

    await page.getByRole('button', { name: 'Quitar factura o recibo' }).click();
    await chooseFile(page, 'Factura o recibo', {
      name: 'con-clave.pdf',
      mimeType: 'application/pdf',
      buffer: lockedPdf(invoicePdf(freshInvoice()), 'secreto'),
    });
    await expect(notice).toContainText('El PDF tiene contraseña, así que no pudimos leer su código QR.', {
      timeout: 15_000,
    });
    await expect(page.getByText('Archivo subido: con-clave.pdf')).toBeVisible();
    await expectAccessible(page);
  });

  test('the list and the form fit 320 px without sideways scrolling @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page);
    await page.goto('/panel/reintegros');
    await expect(page.getByRole('region', { name: 'Tus pedidos de reintegro' })).toBeVisible();
    expect(await page.evaluate(sidewaysScroll)).toEqual([]);
    await page.goto('/panel/reintegros/nuevo');
    await expect(page.getByLabel('CBU o alias')).toBeVisible();
    expect(await page.evaluate(sidewaysScroll)).toEqual([]);
    await page.goto('/panel/reintegros/R-000102');
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
    expect(await page.evaluate(sidewaysScroll)).toEqual([]);
  });

  test('a file that fails once is retried without choosing it again; what was typed stays', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 500/);
    await openRequestForm(page);
    await page.getByLabel('Comentario (opcional)').fill('Consulta de control.');
    await failMock(page, [{ method: 'POST', path: FILES, status: 500, times: 1 }]);
    await chooseFile(page, 'Factura o recibo', photoOf(freshInvoice()));
    await expect(page.getByText(/No se pudo subir factura/)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText(/Archivo subido: factura/)).toBeVisible();
    await expect(page.getByLabel('Comentario (opcional)')).toHaveValue('Consulta de control.');
    await expect(page.getByLabel('CUIT del prestador')).toHaveValue('30500010912');
  });

  test('a create whose answer is lost is sent again with the same key and leaves one case', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/ERR_CONNECTION_RESET|ERR_FAILED/);
    const invoice = freshInvoice();
    const keys: string[] = [];
    let lost = false;
    await page.route(`**${CREATE}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return route.continue();
      // The server gets it and makes the case; its answer never reaches the browser.
      lost = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    const login = await openRequestFormWithLogin(page);
    await choosePhotoWithQr(page, invoice);
    await finishAndSend(page);
    const number = await receivedNumber(page);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    const answer = await page.request.get(`${CREATE}?page=1`, {
      headers: { Authorization: `Bearer ${login.access_token}`, Accept: 'application/json' },
    });
    const rows = ((await answer.json()) as { data: Array<{ id: string; invoice_number: number }> }).data;
    expect(rows.filter((row) => row.invoice_number === invoice.nroCmp).map((row) => row.id)).toEqual([number]);
  });

  test('a receipt already asked for says so and links to its case', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 409/);
    const invoice = freshInvoice({ tipoCmp: 11, cuit: 20123456786 });
    const login = await openRequestFormWithLogin(page);
    const first = await requestThroughTheApi(page, login.access_token, invoice);

    await choosePhotoWithQr(page, invoice);
    await finishAndSend(page);
    const notice = page.getByRole('alert').filter({ hasText: `Ya pediste el reintegro de esta factura: N.º ${first}` });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await notice.getByRole('link', { name: `Ver el pedido N.º ${first}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Reintegro N.º ${first}` })).toBeVisible();
  });

  test("'Observado' shows what is missing; the added document sends it back under review", async ({ page }) => {
    await signIn(page);
    await page.goto('/panel/reintegros');
    await page.getByLabel('Estado').selectOption('observado');
    await page.getByRole('link', { name: 'N.º R-000102' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reintegro N.º R-000102' })).toBeVisible();
    const missing = page.getByRole('region', { name: /Observado/ });
    await expect(missing.getByText(/La orden médica del estudio/)).toBeVisible();
    await expectAccessible(page);

    await chooseFile(page, 'Documento 1', {
      name: 'orden.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% orden médica\n'),
    });
    await expect(page.getByText('Archivo subido: orden.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar documentación' }).click();
    await expect(page.getByText('Recibimos la documentación que faltaba.')).toBeVisible();
    await expect(page.getByText('En revisión', { exact: true }).first()).toBeVisible();
    await expect(missing).toHaveCount(0);
  });

  test('a 12 MB photo goes out under 2 MB, as a JPEG no larger than 2000 px', async ({ page }) => {
    const photo = largePhoto(12 * 1024 * 1024);
    expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === FILES)
        sent.push(request.postDataBuffer()?.length ?? 0);
    });
    await openRequestForm(page);
    await chooseFile(page, 'Factura o recibo', { name: 'foto.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText(/Archivo subido: foto\.jpg/)).toBeVisible({ timeout: 20_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(2 * 1024 * 1024);
    await expect(page.getByText(/No encontramos un código QR/)).toBeVisible();
  });
});

async function openRequestFormWithLogin(page: Page) {
  const login = await signIn(page);
  await page.goto('/panel/reintegros/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedir un reintegro' })).toBeVisible();
  return login;
}

/** A request for the invoice made straight through the API (as from another device): its case number. */
async function requestThroughTheApi(page: Page, token: string, invoice: ArcaPayload): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const uploaded = await page.request.post(FILES, {
    headers,
    multipart: { kind: 'factura', file: photoOf(invoice) },
  });
  expect(uploaded.status()).toBe(201);
  const { data: file } = (await uploaded.json()) as { data: { id: string } };
  const created = await page.request.post(CREATE, {
    headers: { ...headers, 'Idempotency-Key': `e2e-${invoice.nroCmp}` },
    data: {
      invoice_file_id: file.id,
      provider_cuit: String(invoice.cuit),
      invoice_type: 'C',
      point_of_sale: invoice.ptoVta,
      invoice_number: invoice.nroCmp,
      invoice_date: invoice.fecha,
      amount: invoice.importe.toFixed(2),
      service_type: 'Consulta',
      account: BANK_ACCOUNT,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { chooseFile, pick } from './form-helpers';
import { signIn } from './member-login';

/**
 * Every form of the site, tried the way a visitor does: type into a field, click into another, click the send button
 * once → it submits (the error summary takes the focus, or the request leaves). Then a failed send (a 500 from the
 * endpoint, page-local) keeps every value, and a double click (and two clicks in the same task) send one request,
 * counted where it leaves the page.
 */

const SUMMARY = 'Revisá estos datos para poder enviar';
const PDF = Buffer.from('%PDF-1.4\n% Salud Plena e2e\n', 'utf8');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FAILURE = /Lo sentimos, ha sucedido un error inesperado/;

/** Types into a field, clicks into another, then clicks the send button once: nothing may swallow that click. */
async function typeLeaveAndSend(field: Locator, text: string, next: Locator, send: Locator) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(text);
  await next.click();
  await send.click();
}

/** Two clicks in the same task: both land before React can re-render a disabled button. */
async function clickTwiceInOneTask(send: Locator) {
  await send.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
}

async function expectSummaryFocused(page: Page) {
  const summary = page.getByRole('alert', { name: SUMMARY });
  await expect(summary).toBeFocused();
  return summary;
}

/**
 * Counts the sends that leave the page for an endpoint; while `failing`, answers them 500 (page-local, so tests
 * running in parallel are not disturbed). The browser logs each 500 as a console error: `forgive` drops those.
 */
async function watchSends(page: Page, path: string, method: string) {
  const state = { failing: true, requests: [] as Request[] };
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    state.requests.push(route.request());
    if (state.failing) {
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' });
    }
    return route.fallback();
  });
  return state;
}

function forgiveFailedSends(consoleErrors: string[]) {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes('status of 500')) consoleErrors.splice(i, 1);
  }
}

test.describe('public forms', () => {
  test('login: one click after leaving a field submits; a failure keeps the values; a double click sends once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Ingreso de socios' });
    await expect(form.getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled();
    const numdoc = form.getByLabel(/Número de documento/);
    const password = form.getByLabel(/Contraseña/);
    const send = form.getByRole('button', { name: 'Ingresar' });
    await typeLeaveAndSend(numdoc, '30111222', password, send);
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveText(['Tipo de documento: Requerido', 'Contraseña: Requerido.']);
    await expect(form.getByText('Requerido.', { exact: true })).toHaveCount(1);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await summary.getByRole('link', { name: /^Contraseña/ }).click();
    await expect(password).toBeFocused();

    const sends = await watchSends(page, '/api/web/member/login', 'POST');
    await pick(page, /Tipo de documento/, 'DNI');
    await password.fill('30111222');
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(numdoc).toHaveValue('30111222');
    await expect(password).toHaveValue('30111222');

    sends.failing = false;
    await clickTwiceInOneTask(send);
    await expect(page).toHaveURL(/\/panel$/);
    expect(sends.requests).toHaveLength(2);
    forgiveFailedSends(consoleErrors);
  });

  test('contact: one click after leaving a field submits; a failure keeps the values; a double click sends once @mobile', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await expect(form.getByRole('combobox', { name: /Motivo de contacto/ })).toBeEnabled();
    const send = form.getByRole('button', { name: 'Enviar' });
    await typeLeaveAndSend(form.getByLabel(/Nombre y apellido/), 'Ana Pérez', form.getByLabel(/Teléfono/), send);
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expectAccessible(page);

    const sends = await watchSends(page, '/api/web/contact_form', 'POST');
    await form.getByLabel(/Teléfono/).fill('11 5555-0000');
    await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
    await pick(page, /Motivo de contacto/, '2 - Consultas generales');
    await form.getByLabel(/Mensaje/).fill('Quisiera información sobre los planes.');
    await expect(summary).toBeHidden();
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('Ana Pérez');
    await expect(form.getByLabel(/Mensaje/)).toHaveValue('Quisiera información sobre los planes.');

    sends.failing = false;
    await clickTwiceInOneTask(send);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    expect(sends.requests).toHaveLength(2);
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('');
    forgiveFailedSends(consoleErrors);
  });

  test('job: one click after leaving a field submits; a failure keeps the values and files; a double click sends once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/trabaja-con-nosotros');
    const form = page.getByRole('form', { name: 'Formulario de postulación' });
    const send = form.getByRole('button', { name: 'Enviar' });
    await typeLeaveAndSend(
      form.getByLabel(/Nombre y apellido/),
      'Ana López',
      form.getByLabel(/Correo electrónico/),
      send,
    );
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveText(['Correo electrónico: Requerido.', 'Puesto: Requerido.']);

    const sends = await watchSends(page, '/api/web/contact_form', 'POST');
    await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
    await pick(page, /Puesto/, 'Enfermería');
    await chooseFile(page, 'Currículum (CV)', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('Ana López');
    await expect(form.getByText(`cv.pdf (${PDF.length} B)`)).toBeVisible();

    sends.failing = false;
    await clickTwiceInOneTask(send);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    expect(sends.requests).toHaveLength(2);
    forgiveFailedSends(consoleErrors);
  });

  test('residency: one click after leaving a field submits; a failure keeps the values; a double click sends once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/residencia-medica');
    await page.getByRole('button', { name: 'Formulario de inscripción' }).click();
    const form = page.getByRole('form', { name: 'Formulario de inscripción a la residencia' });
    await expect(form.getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled();
    const send = form.getByRole('button', { name: 'Enviar' });
    await typeLeaveAndSend(form.getByLabel(/Nombre y apellido/), 'Lucía Fernández', form.getByLabel(/^Teléfono/), send);
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveText([
      'Especialidad: Requerido.',
      'Teléfono: Requerido',
      'Correo electrónico: Requerido.',
      'Tipo de documento: Requerido',
      'Número de documento: Requerido',
      'Currículum (CV): Requerido',
    ]);
    await expectAccessible(page);
    await summary.getByRole('link', { name: /^Currículum/ }).click();
    await expect(form.getByRole('button', { name: 'Currículum (CV)', exact: true })).toBeFocused();

    const sends = await watchSends(page, '/api/admin/medical_residence_mail', 'PUT');
    await pick(page, /Especialidad/, 'Cardiología');
    await form.getByLabel(/^Teléfono/).fill('011 4444-5555');
    await form.getByLabel(/Correo electrónico/).fill('lucia@example.com');
    await pick(page, /Tipo de documento/, 'DNI');
    await form.getByLabel(/Número de documento/).fill('35123456');
    // A file of a type the slot does not accept is refused before anything is encoded, naming the accepted ones.
    await chooseFile(page, 'Currículum (CV)', { name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(
      form.getByText('El archivo «foto.png» no es de un tipo aceptado. Formatos aceptados: .doc, .docx, .pdf.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Archivo adicional 2', exact: true })).toHaveCount(0);
    await chooseFile(page, 'Currículum (CV)', { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('Lucía Fernández');
    await expect(form.getByText(`cv.pdf (${PDF.length} B)`)).toBeVisible();

    sends.failing = false;
    await clickTwiceInOneTask(send);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(sends.requests).toHaveLength(2);
    forgiveFailedSends(consoleErrors);
  });
});

test.describe('member forms', () => {
  test('authorisations: one click after leaving a field submits; wrong file types are refused; a failure keeps the values; a double click sends once', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page);
    await page.goto('/panel/autorizaciones');
    const form = page.getByRole('form', { name: 'Solicitud de autorización' });
    const send = form.getByRole('button', { name: 'Enviar' });
    await typeLeaveAndSend(form.getByLabel(/Comentarios/), 'Urgente', form.getByLabel(/Lugar de realización 2/), send);
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveText([
      'Orden médica: Adjuntar orden médica.',
      'Lugar de realización del estudio: Debe especificar el lugar de realización del estudio.',
    ]);
    await expect(form.getByLabel(/^Lugar de realización del estudio/)).toHaveAttribute('maxlength', '255');
    await expect(form.getByText('7 de 2.000 caracteres')).toBeVisible();

    const sends = await watchSends(page, '/api/web/contact_form', 'POST');
    await chooseFile(page, 'Orden médica', { name: 'orden.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('Formatos aceptados: PDF, JPG.', { exact: false }).first()).toBeVisible();
    await expect(
      form.getByText('El archivo «orden.png» no es de un tipo aceptado. Formatos aceptados: PDF, JPG.'),
    ).toBeVisible();
    await chooseFile(page, 'Orden médica', { name: 'orden.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByLabel(/^Lugar de realización del estudio/).fill('Sede Norte');
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(form.getByLabel(/^Lugar de realización del estudio/)).toHaveValue('Sede Norte');
    await expect(form.getByLabel(/Comentarios/)).toHaveValue('Urgente');

    sends.failing = false;
    await clickTwiceInOneTask(send);
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    expect(sends.requests).toHaveLength(2);
    forgiveFailedSends(consoleErrors);
  });

  type Paperwork = {
    path: string;
    title: string;
    /** Type here, then click into `next`. */
    field: RegExp;
    text: string;
    next: RegExp;
    /** The summary after the first click (none: the form has no rules, and it is sent). */
    summary: string[] | null;
    complete?: (page: Page) => Promise<void>;
  };

  const paperwork: Paperwork[] = [
    {
      path: '/panel/tramites/pedido-credencial',
      title: 'Pedido de credencial',
      field: /Nombre y apellido/,
      text: ' (titular)',
      next: /Motivo/,
      summary: ['Motivo: Requerido.', '¿Cómo querés recibir la credencial?: Debe seleccionar alguna opción.'],
      complete: async (page) => {
        await pick(page, /Motivo/, 'Robo');
        await page.getByRole('radio', { name: 'Retirar por oficina' }).check();
      },
    },
    {
      path: '/panel/tramites/actualizacion-datos-personales',
      title: 'Actualización de datos personales',
      field: /Domicilio/,
      text: ' 2º B',
      next: /Comentario/,
      summary: null,
    },
    {
      path: '/panel/tramites/solicitud-informacion',
      title: 'Solicitud de información',
      field: /¿Qué información necesitás\?/,
      text: ' ',
      next: /¿Qué información necesitás\?/,
      summary: ['¿Qué información necesitás?: Requerido.'],
      complete: async (page) => page.getByLabel(/¿Qué información necesitás\?/).fill('La cartilla de Córdoba.'),
    },
    {
      path: '/panel/tramites/sugerencias-mejoras',
      title: 'Sugerencias y mejoras',
      field: /Tu sugerencia/,
      text: ' ',
      next: /Tu sugerencia/,
      summary: ['Tu sugerencia: Requerido.'],
      complete: async (page) => page.getByLabel(/Tu sugerencia/).fill('Más turnos online.'),
    },
  ];

  for (const form of paperwork) {
    test(`${form.title}: one click after leaving a field submits; a failure keeps the values; a double click sends once`, async ({
      page,
      consoleErrors,
    }) => {
      await signIn(page);
      await page.goto(form.path);
      const frame = page.getByRole('form', { name: form.title });
      const send = frame.getByRole('button', { name: 'Enviar' });
      await expect(send).toBeEnabled();
      const sends = await watchSends(page, '/api/web/contact_form', 'POST');
      const field = frame.getByLabel(form.field);
      // The two free-text forms have one field: leave it for the send button's neighbour, the page title.
      const next =
        form.next === form.field ? page.getByRole('heading', { level: 1 }) : frame.getByLabel(form.next).first();
      await typeLeaveAndSend(field, form.text, next, send);

      if (form.summary) {
        const summary = await expectSummaryFocused(page);
        await expect(summary.getByRole('link')).toHaveText(form.summary);
        await expectAccessible(page);
        expect(sends.requests).toHaveLength(0);
        await form.complete!(page);
        const typed = await field.inputValue();
        await send.dblclick();
        await expect(page.getByText(FAILURE)).toBeVisible();
        expect(sends.requests).toHaveLength(1);
        await expect(field).toHaveValue(typed);
      } else {
        // No rules: that one click sent it (and it failed, keeping the values).
        await expect(page.getByText(FAILURE)).toBeVisible();
        expect(sends.requests).toHaveLength(1);
        await expect(field).toHaveValue(/ 2º B$/);
        // A double click (failing again) sends once more, not twice.
        await send.dblclick();
        await expect.poll(() => sends.requests.length).toBe(2);
        await expect(send).toBeEnabled();
        expect(sends.requests).toHaveLength(2);
      }

      const before = sends.requests.length;
      sends.failing = false;
      await clickTwiceInOneTask(send);
      await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
      await expect(page).toHaveURL(/\/panel\/tramites$/);
      expect(sends.requests).toHaveLength(before + 1);
      forgiveFailedSends(consoleErrors);
    });
  }
});

test.describe('cancellation and withdrawal (Disposición 954/2025)', () => {
  test('both links are on the first screen of the home page @mobile', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Baja y arrepentimiento' });
    for (const name of ['Dejar de ser Socio', 'Solicitud de arrepentimiento']) {
      await expect(links.getByRole('link', { name })).toBeInViewport();
    }
    // And still in the footer.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dejar de ser Socio' })).toHaveAttribute(
      'href',
      '/contacto?motivo=baja',
    );
  });

  test('baja: the short request sends its contact type with the document number, then a dated printable receipt @mobile', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Baja y arrepentimiento' })
      .getByRole('link', { name: 'Dejar de ser Socio' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de baja' })).toBeVisible();
    await expect(page).toHaveTitle(/^Solicitud de baja \|/);
    const form = page.getByRole('form', { name: 'Solicitud de baja' });
    const send = form.getByRole('button', { name: 'Enviar solicitud' });
    await expect(send).toBeEnabled();
    await typeLeaveAndSend(
      form.getByLabel(/Nombre y apellido/),
      'Ana Pérez',
      form.getByLabel(/Número de documento/),
      send,
    );
    const summary = await expectSummaryFocused(page);
    await expect(summary.getByRole('link')).toHaveText([
      'Tipo de documento: Requerido',
      'Número de documento: Requerido.',
      'Correo electrónico: Requerido.',
    ]);
    await expectAccessible(page);

    const sends = await watchSends(page, '/api/web/contact_form', 'POST');
    await pick(page, /Tipo de documento/, 'DNI');
    await form.getByLabel(/Número de documento/).fill('30111222');
    await form.getByLabel(/Correo electrónico/).fill('ana@example.com');
    await send.dblclick();
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect(sends.requests).toHaveLength(1);
    await expect(form.getByLabel(/Número de documento/)).toHaveValue('30111222');

    sends.failing = false;
    const before = Date.now();
    await clickTwiceInOneTask(send);
    const receipt = page.getByRole('region', { name: 'Recibimos tu solicitud de baja' });
    await expect(receipt).toBeVisible();
    expect(sends.requests).toHaveLength(2);
    const body = sends.requests[1]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ contact_form_type_id: 3, name: 'Ana Pérez', email: 'ana@example.com', phone: '' });
    expect(String(body.message)).toContain('<p><strong>Documento:</strong> DNI 30111222</p>');

    await expect(receipt.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(receipt).toContainText('La baja del plan (dejar de ser socio)');
    await expect(receipt).toContainText('DNI 30111222');
    await expect(receipt).toContainText('con un número de trámite');
    const sentAt = Date.parse((await receipt.locator('time').getAttribute('datetime'))!);
    expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
    await expect(receipt.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
    await expectAccessible(page);

    // Printing keeps the receipt only.
    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
    });
    await receipt.getByRole('button', { name: 'Imprimir o guardar comprobante' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(receipt.getByText('DNI 30111222')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(receipt.getByRole('button', { name: 'Imprimir o guardar comprobante' })).toBeHidden();
    forgiveFailedSends(consoleErrors);
  });

  test('arrepentimiento: sends its own contact type', async ({ page }) => {
    await page.goto('/contacto?motivo=arrepentimiento');
    const form = page.getByRole('form', { name: 'Solicitud de arrepentimiento' });
    await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    await form.getByLabel(/Nombre y apellido/).fill('Juan Gómez');
    await pick(page, /Tipo de documento/, 'Pasaporte');
    await form.getByLabel(/Número de documento/).fill('AB123456');
    await form.getByLabel(/Correo electrónico/).fill('juan@example.com');
    await form.getByLabel(/Teléfono/).fill('11 4444-0000');
    const sends = await watchSends(page, '/api/web/contact_form', 'POST');
    sends.failing = false;
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect.poll(() => sends.requests.length).toBe(1);
    const body = sends.requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ contact_form_type_id: 4, phone: '11 4444-0000' });
    expect(String(body.message)).toContain('Pasaporte AB123456');
    await expect(page.getByRole('region', { name: 'Recibimos tu solicitud de arrepentimiento' })).toBeVisible();
  });
});

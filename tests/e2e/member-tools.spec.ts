import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { test, expect, expectAccessible } from './fixtures';
import { signIn } from './member-login';
import { component, readIcs, unescapeText } from '../utils/read-ics';

/** Member tools: the digital credential, appointments into the calendar, and the sign-out after inactivity. */

const MEMBER = { fullName: 'María Laura González', plan: 'A-10 PLUS', number: '00123456-01', document: 'DNI 30111222' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });

/** The QR code as the browser draws it, read back by an independent decoder. */
async function decodeRenderedQr(page: Page, name: string): Promise<string> {
  const qr = page.getByRole('img', { name });
  const pixels = await qr.evaluate(async (svg) => {
    const size = 300;
    const markup = new XMLSerializer().serializeToString(svg);
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    const image = new Image(size, size);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, size, size);
    URL.revokeObjectURL(url);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return decodeQR({ width: pixels.size, height: pixels.size, data: Uint8Array.from(pixels.data) }, { format: 'RGBA' });
}

test.describe('member tools', () => {
  test('the digital credential: member data, a QR code that reads back, print shows the card alone', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await signIn(page);
    await page.goto('/panel');
    await sidebar(page).getByRole('link', { name: 'Credencial digital' }).click();
    await expect(page).toHaveURL(/\/panel\/credencial$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credencial digital' })).toBeVisible();

    const card = page.getByRole('article', { name: 'Credencial de socio' });
    await expect(card).toContainText(MEMBER.fullName);
    await expect(card).toContainText(MEMBER.plan);
    await expect(card).toContainText(MEMBER.number);
    await expect(card).toContainText(MEMBER.document);
    const qrName = `Código QR con el número de socio ${MEMBER.number}`;
    await expect(card.getByRole('img', { name: qrName })).toBeVisible();
    expect(await decodeRenderedQr(page, qrName)).toBe(MEMBER.number);

    // The shape of a plastic card (85.6 × 54 mm).
    const box = (await card.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(85.6 / 54, 1);

    await expect(page.getByRole('link', { name: 'pedí tu credencial física' })).toHaveAttribute(
      'href',
      '/panel/tramites/pedido-credencial',
    );
    await expect(page.getByText(/Resolución SSSalud 1463\/2025/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Printed: the card, at the size of a real one, and nothing else on the page.
    await page.emulateMedia({ media: 'print' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: qrName })).toBeVisible();
    const printed = (await card.boundingBox())!;
    const mm = 96 / 25.4;
    expect(printed.width).toBeCloseTo(85.6 * mm, 0);
    expect(printed.height).toBeCloseTo(54 * mm, 0);
    for (const other of [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Imprimir' }),
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('complementary', { name: 'Menú del socio' }),
      page.getByText(/Resolución SSSalud/),
    ]) {
      await expect(other).toBeHidden();
    }
    // (innerText is what is rendered, so it follows the card's uppercase labels.)
    const visibleText = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().toLowerCase());
    expect(visibleText).toBe(
      `Salud Plena Credencial de socio Nombre y apellido: ${MEMBER.fullName} Plan ${MEMBER.plan} N.º de socio ${MEMBER.number} Documento ${MEMBER.document}`.toLowerCase(),
    );
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  });

  test('the credential fills a phone held sideways', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await signIn(page);
    await page.goto('/panel/credencial');
    const card = page.getByRole('article', { name: 'Credencial de socio' });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(500);
    await expect(card.getByRole('img', { name: /Código QR/ })).toBeInViewport({ ratio: 1 });

    // Full screen: the card alone, as large as the screen allows, and a way back.
    await page.getByRole('button', { name: 'Pantalla completa' }).click();
    await expect(page.getByRole('button', { name: 'Salir de pantalla completa' })).toBeVisible();
    expect(
      await page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('[data-credential-card]'))),
    ).toBe(true);
    const full = (await card.boundingBox())!;
    expect(full.height).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salir de pantalla completa' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('an appointment downloads a valid .ics whose start is the appointment time in Buenos Aires', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/panel/turnos');
    const row = page.getByRole('table', { name: 'Mis turnos' }).getByRole('row').nth(1);
    const shown = (await row.getByRole('cell').nth(1).innerText()).trim(); // "dd/mm/yyyy, hh:mm"
    const [doctor, speciality] = (await row.getByRole('cell').first().innerText()).split('\n').map((s) => s.trim());

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Agregar al calendario/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^turno-\d{4}-\d{2}-\d{2}\.ics$/);
    const ics = await readFile((await file.path())!, 'utf8');

    const properties = readIcs(ics); // CRLF, ≤ 75 octets a line, folding: checked by the reader
    expect(component(properties, 'VCALENDAR').get('VERSION')?.value).toBe('2.0');
    expect(component(properties, 'VTIMEZONE').get('TZID')?.value).toBe('America/Argentina/Buenos_Aires');
    const event = component(properties, 'VEVENT');
    expect(event.get('UID')?.value).toMatch(/^turno-\d+@/);
    expect(event.get('DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeText(event.get('SUMMARY')!.value)).toBe(`Turno de ${speciality} con ${doctor}`);

    const start = event.get('DTSTART')!;
    expect(start.params.TZID).toBe('America/Argentina/Buenos_Aires');
    const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00$/.exec(start.value)!;
    // The instant (Buenos Aires is UTC−3), shown in Buenos Aires as the table shows it.
    const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:00-03:00`);
    const inBuenosAires = new Intl.DateTimeFormat('es-AR', {
      timeZone: 'America/Argentina/Buenos_Aires',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(instant);
    expect(inBuenosAires).toBe(shown);
    const end = new Date(instant.getTime() + 30 * 60_000);
    const endWall = new Date(end.getTime() - 3 * 3600_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(event.get('DTEND')?.value).toBe(endWall);
  });

  test('30 idle minutes sign the member out after a warning at 28; activity and “Seguir conectado” keep the session', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto('/panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '¿Seguís ahí?' });

    // Input in the page starts the count again. The watcher is a chunk of its own that may still be loading: move
    // until it has seen the input (it writes the stored session's last activity), as a visitor's hand keeps moving.
    await page.clock.fastForward('20:00');
    const lastActivity = () =>
      page.evaluate(
        () => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { lastActivity?: number }).lastActivity,
      );
    const before = await lastActivity();
    let x = 200;
    await expect
      .poll(async () => {
        await page.mouse.move((x += 5), 300);
        return lastActivity();
      })
      .toBeGreaterThan(before ?? 0);
    await page.clock.fastForward('20:00');
    await expect(dialog).toBeHidden();

    // 28 minutes without input: the warning.
    await page.clock.fastForward('08:01');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('la sesión se va a cerrar en 2 minutos');
    await expect(dialog.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Seguir conectado' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('27:00');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/panel$/);

    // Warned again, and this time nobody answers.
    await page.clock.fastForward('01:01');
    await expect(dialog).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Cerramos tu sesión porque pasaron 30 minutos sin actividad. Para seguir, ingresá de nuevo.'),
    ).toBeVisible();
    await expect(page.getByText('Haz cerrado sesión satisfactoriamente.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
    await page.goto('/panel');
    await expect(page).toHaveURL(/\/$/);
  });
});

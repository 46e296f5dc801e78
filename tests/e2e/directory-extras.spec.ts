import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, clearMockFailures, failMock, APP_START_TIMEOUT } from './fixtures';

/**
 * Beyond the directory's search: the whole search on paper, 'Cómo llegar', '¿Algún dato está mal?', 'Guardados'
 * and the centres' 'Abierto ahora'. La Plata (province 2, area 25) has 12 providers in the mock's dataset.
 */
const LA_PLATA = 'province_id=2&area_id=25';

/** window.print() is counted instead of opening the dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
}
const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

async function firstResult(page: Page, listName: string) {
  const first = page.getByRole('list', { name: listName }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  return first;
}

test.describe('print view', () => {
  test('a 12-result search prints all 12 on its own address, with the filters in words, then opens the print dialog', async ({
    page,
  }) => {
    await countPrints(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/web/medical_entity?')) searches.push(request.url());
    });
    await page.goto(`/cartilla-medica?${LA_PLATA}`);
    await expect(page.getByText('Mostrando 1–5 de 12')).toBeVisible({ timeout: APP_START_TIMEOUT });
    await page.getByRole('link', { name: 'Imprimir o guardar en PDF' }).click();

    await expect(page).toHaveURL(/\/cartilla-medica\/imprimir\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('province_id')).toBe('2');
    expect(url.searchParams.get('area_id')).toBe('25');
    await expect(page.getByRole('heading', { level: 1, name: 'Cartilla médica' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
    await expect(rows).toHaveCount(12);
    await expect(page.getByText('Búsqueda: Buenos Aires · La Plata')).toBeVisible();
    await expect(page.getByText(/^Fecha: \d{2}\/\d{2}\/\d{4} · 12 resultados$/)).toBeVisible();
    // Name, address and phone in text; no map, form, header or footer.
    await expect(rows.first().getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(rows.first()).toContainText('Teléfono:');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('form, canvas, [data-map-box]')).toHaveCount(0);
    await expect.poll(() => prints(page)).toBe(1);
    expect(searches.some((s) => /pagination=100(&|$)/.test(s))).toBe(true);
    await expectAccessible(page);

    // Shared or reloaded, the address gives the same sheet.
    await page.reload();
    await expect(rows).toHaveCount(12);
  });

  test('the whole directory: every page of 100 is read (352 rows), with its progress', async ({ page }) => {
    await countPrints(page);
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/web/medical_entity' && url.searchParams.get('pagination') === '100')
        pages.push(url.searchParams.get('page') ?? '');
    });
    // Slow answers, so the progress can be seen.
    await page.route('**/api/web/medical_entity?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/cartilla-medica/imprimir');
    await expect(page.getByRole('status').filter({ hasText: /^Preparando \d+ de 352…$/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')).toHaveCount(352);
    await expect(page.getByText('Búsqueda: Todos los prestadores')).toBeVisible();
    expect(pages).toEqual(['1', '2', '3', '4']);
    await expect.poll(() => prints(page)).toBe(1);
  });

  test('a search of more than 500: the first 500, a request to narrow it, no print dialog by itself', async ({
    page,
  }) => {
    await countPrints(page);
    const pages: string[] = [];
    // A directory far larger than the mock's: 1,234 rows, answered 100 at a time.
    await page.route('**/api/web/medical_entity?**', async (route) => {
      const url = new URL(route.request().url());
      const pageNumber = Number(url.searchParams.get('page'));
      pages.push(String(pageNumber));
      const data = Array.from({ length: 100 }, (_, i) => ({
        id: pageNumber * 1000 + i,
        name: `Prestador ${pageNumber}-${i}`,
        address: 'Calle 1',
        address_extra: '',
        phone: '',
        note: '',
        link: '',
        lat: null,
        lon: null,
      }));
      const from = (pageNumber - 1) * 100 + 1;
      await route.fulfill({
        json: {
          data,
          links: { first: null, last: null, prev: null, next: null },
          meta: { current_page: pageNumber, from, to: from + 99, total: 1234 },
        },
      });
    });
    await page.goto('/cartilla-medica/imprimir');
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')).toHaveCount(500);
    await expect(page.getByRole('alert')).toHaveText(
      'Se imprimen los primeros 500 de 1.234 resultados, no todos: acotá la búsqueda con la zona o la especialidad.',
    );
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Imprimir los primeros 500' }).click();
    expect(await prints(page)).toBe(1);
  });

  test('pharmacies: the same, on /farmacias/imprimir', async ({ page }) => {
    await countPrints(page);
    await page.goto('/farmacias?province_id=2&area_id=25');
    const counter = page.getByText(/^Mostrando 1–\d+ de \d+$/);
    await expect(counter).toBeVisible({ timeout: APP_START_TIMEOUT });
    const total = Number((await counter.textContent())?.match(/de (\d+)$/)?.[1]);
    await page.getByRole('link', { name: 'Imprimir o guardar en PDF' }).click();
    await expect(page).toHaveURL(/\/farmacias\/imprimir\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Farmacias' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resultados' }).getByRole('listitem')).toHaveCount(total);
    await expect(page.getByText('Búsqueda: Buenos Aires · La Plata')).toBeVisible();
    await expect.poll(() => prints(page)).toBe(1);
    await expectAccessible(page);
  });

  test('a failing search: the catalogue text (Error 0010 / 0011), no print dialog', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 500/);
    await countPrints(page);
    await failMock(page, [
      { method: 'GET', path: '/api/web/medical_entity', status: 500 },
      { method: 'GET', path: '/api/web/pharmacy', status: 500 },
    ]);
    try {
      await page.goto(`/cartilla-medica/imprimir?${LA_PLATA}`);
      await expect(page.getByRole('alert').first()).toContainText(
        'Lo sentimos, ha sucedido un error inesperado (Error 0010)',
      );
      await page.goto('/farmacias/imprimir');
      await expect(page.getByRole('alert').first()).toContainText(
        'Lo sentimos, ha sucedido un error inesperado (Error 0011)',
      );
      expect(await prints(page)).toBe(0);
    } finally {
      await clearMockFailures(page);
    }
  });
});

test('Cómo llegar: a new tab to the directions to the listing’s coordinates', async ({ page }) => {
  const answer = page.waitForResponse((r) => /\/api\/web\/medical_entity\?.*area_id=25/.test(r.url()));
  await page.goto(`/cartilla-medica?${LA_PLATA}`);
  const body = (await (await answer).json()) as { data: Array<{ name: string; lat: number; lon: number }> };
  const first = await firstResult(page, 'Prestadores');
  const { name, lat, lon } = body.data[0]!;
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(name);
  const link = first.getByRole('link', { name: `Cómo llegar a ${name} (se abre en una pestaña nueva)` });
  await expect(link).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/farmacias');
  const pharmacy = await firstResult(page, 'Farmacias');
  await expect(pharmacy.getByRole('link', { name: /^Cómo llegar/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/,
  );
});

test('¿Algún dato está mal?: the report reaches the contact endpoint naming the provider, then a dated receipt', async ({
  page,
}) => {
  const answer = page.waitForResponse((r) => /\/api\/web\/medical_entity\?.*area_id=25/.test(r.url()));
  await page.goto(`/cartilla-medica?${LA_PLATA}`);
  const body = (await (await answer).json()) as { data: Array<{ id: number; name: string; address: string }> };
  const provider = body.data[0]!;
  const first = await firstResult(page, 'Prestadores');
  await first.getByRole('button', { name: /^¿Algún dato está mal\?/ }).click();

  const dialog = page.getByRole('dialog', { name: '¿Algún dato está mal?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(provider.name);
  await expect(dialog.locator('[data-personal-data-notice]')).toContainText('Ley Nº 25.326');
  // Nothing chosen: the error summary, with the focus on it.
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: 'Revisá estos datos para poder enviar' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('¿Qué dato está mal?: Elegí qué dato está mal.');
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: 'El teléfono' }).check();
  await dialog.getByLabel('Comentario').fill('El número <no> existe');
  await dialog.getByLabel(/^Correo electrónico/).fill('socia@example.com');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/web/contact_form'));
  await dialog.getByRole('button', { name: 'Enviar aviso' }).click();
  const payload = (await sent).postDataJSON() as Record<string, unknown>;
  expect(payload).toMatchObject({
    title: 'Aviso de un dato incorrecto en la cartilla',
    email: 'socia@example.com',
    contact_form_type_id: 6, // 'Prestadores', public
  });
  const message = String(payload.message);
  expect(message).toContain(`<strong>Id:</strong> ${provider.id}`);
  expect(message).toContain(provider.name.replaceAll('&', '&amp;'));
  expect(message).toContain(provider.address);
  expect(message).toContain('<strong>Qué está mal:</strong> El teléfono');
  expect(message).toContain('El número &lt;no&gt; existe');

  await expect(dialog.getByText('Gracias: recibimos tu aviso.')).toBeVisible();
  await expect(dialog.locator('[data-receipt] time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test('Guardados: two kept providers survive a reload, with no API write; removed and printed from the list', async ({
  page,
}) => {
  await countPrints(page);
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') writes.push(request);
  });
  await page.goto(`/cartilla-medica?${LA_PLATA}`);
  const list = page.getByRole('list', { name: 'Prestadores' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const names = await list.getByRole('heading', { level: 3 }).allTextContents();
  for (const index of [0, 1]) {
    const toggle = list
      .getByRole('listitem')
      .nth(index)
      .getByRole('button', { name: /^Guardar/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByRole('button', { name: 'Guardados (2)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Guardados (2)' })).toBeVisible();
  await expect(
    list
      .getByRole('listitem')
      .nth(0)
      .getByRole('button', { name: /^Guardar/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Guardados (2)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Guardados (2)' });
  await expect(drawer.getByText('Se guardan solo en este dispositivo.')).toBeVisible();
  const kept = drawer.getByRole('list', { name: 'Guardados' }).getByRole('listitem');
  await expect(kept).toHaveCount(2);
  // Newest first.
  await expect(kept.getByRole('heading', { level: 3 })).toHaveText([names[1]!, names[0]!]);
  await expect(kept.first().getByRole('link', { name: /^Cómo llegar/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(kept.first().locator('a[href^="tel:"]')).toBeVisible();
  await expectAccessible(page);

  await kept
    .first()
    .getByRole('button', { name: /^Quitar/ })
    .click();
  const one = page.getByRole('dialog', { name: 'Guardados (1)' });
  await expect(one).toBeVisible();
  await one.getByRole('link', { name: 'Imprimir o guardar en PDF' }).click();
  await expect(page).toHaveURL(/\/cartilla-medica\/imprimir\?guardados=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cartilla médica: mis guardados' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guardados' }).getByRole('listitem')).toHaveText([
    new RegExp(names[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ]);
  await expect.poll(() => prints(page)).toBe(1);
  expect(writes.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
});

test.describe('Abierto ahora / Cerrado ahora in Buenos Aires time, whatever the visitor’s zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  /** The line that says whether a centre is open, as a person reads it. */
  const OPENING_LINE = { hasText: /^(Abierto|Cerrado) ahora/ };

  const expectStatuses = async (page: Page, statuses: Record<string, string>) => {
    for (const [centre, text] of Object.entries(statuses)) {
      await expect(page.locator(`#${centre}`).locator('p', OPENING_LINE)).toHaveText(text);
    }
  };

  test('a Saturday morning and a Tuesday afternoon', async ({ page }) => {
    // Saturday 28 November 2026, 10:15 in Buenos Aires (22:15 in Tokyo).
    await page.clock.install({ time: new Date('2026-11-28T10:15:00-03:00') });
    await page.goto('/centros-medicos');
    await expectStatuses(page, {
      clinic: 'Abierto ahora',
      outpatient: 'Cerrado ahora · Abre el lunes a las 8:00',
      women: 'Cerrado ahora · Abre el lunes a las 9:30',
      imaging: 'Abierto ahora',
    });
    await expectAccessible(page);

    // Tuesday 24 November 2026, 16:30 in Buenos Aires (Wednesday 04:30 in Tokyo).
    await page.clock.setSystemTime(new Date('2026-11-24T16:30:00-03:00'));
    await page.goto('/centros-medicos');
    await expectStatuses(page, {
      clinic: 'Abierto ahora',
      outpatient: 'Abierto ahora',
      women: 'Cerrado ahora · Abre mañana a las 9:30',
      imaging: 'Abierto ahora',
    });

    // The home page's centre boxes say the same, once the visitor scrolls to them (their code loads then).
    await page.goto('/');
    const centres = page.getByRole('region', { name: 'Nuestros centros médicos' });
    await centres.scrollIntoViewIfNeeded();
    const boxes = centres.locator('p', OPENING_LINE);
    await expect(boxes).toHaveText([
      'Abierto ahora',
      'Abierto ahora',
      'Cerrado ahora · Abre mañana a las 9:30',
      'Abierto ahora',
    ]);
  });
});

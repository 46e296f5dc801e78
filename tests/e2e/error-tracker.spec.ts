import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, failMock, clearMockFailures } from './fixtures';

/**
 * What reaches the error tracker (docs/decisions/error-tracker.md). `npm test` builds the site with
 * VITE_SENTRY_DSN=http://e2e@127.0.0.1:<E2E_PORT>/1: the SDK posts its envelopes to this very site's
 * /api/1/envelope/. Here they are read as they leave the page (and answered here); a build without that DSN sends
 * nothing, and these tests say so and skip.
 */
const assets = path.resolve('dist', 'assets');
const built =
  existsSync(assets) &&
  readdirSync(assets).some(
    (f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes('http://e2e@127.0.0.1:'),
  );

type SentEvent = {
  message?: string;
  release?: string;
  environment?: string;
  user?: unknown;
  request?: { url?: string; headers?: Record<string, string> };
  tags?: Record<string, unknown>;
  breadcrumbs?: Array<{ category?: string; data?: Record<string, unknown> }>;
};

/** Every envelope the page sends to the tracker, raw, and the events in them. */
async function collectEnvelopes(page: Page) {
  const raw: string[] = [];
  const events: SentEvent[] = [];
  await page.route('**/api/*/envelope/**', async (route) => {
    const body = route.request().postData() ?? '';
    raw.push(body);
    // An envelope: a header line, then for each item a header line and its payload.
    const lines = body.split('\n').filter(Boolean);
    for (let i = 1; i < lines.length - 1; i++) {
      const header = JSON.parse(lines[i]!) as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[++i]!) as SentEvent);
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return { raw, events };
}

test.describe('the error tracker', () => {
  test.skip(!built, 'the build has no VITE_SENTRY_DSN of the e2e suite (npm test sets it)');
  // The service worker would stand between the page and page.route; these tests do not need it.
  test.use({ serviceWorkers: 'block' });
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test('a 500 on the provider search sends one event naming medical_entity, its status and the release', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 500/);
    const { raw, events } = await collectEnvelopes(page);
    await failMock(page, [{ method: 'GET', path: '/api/web/medical_entity', status: 500 }]);

    await page.goto('/cartilla-medica?province_id=1&name=Cl%C3%ADnica');
    // A 5xx gets one more try a second later: the page's start, two calls and that second passed the 7 s default on
    // a slow machine.
    await expect(
      page.getByRole('status').getByText('Lo sentimos, ha sucedido un error inesperado (Error 0010)'),
    ).toBeVisible({ timeout: 15_000 });

    await expect.poll(() => events.length).toBeGreaterThan(0);
    const [event] = events;
    expect(event).toMatchObject({
      message: 'server error 500 /api/web/medical_entity',
      environment: 'production',
      tags: { failure: 'api', path: '/api/web/medical_entity', status: 500 },
    });
    expect(event!.release).toMatch(/^[0-9a-f]{40}$/);
    // No person: no user, and the page's address without its query (it held a typed name).
    expect(event!.user).toBeUndefined();
    expect(event!.request?.url).toMatch(/\/cartilla-medica$/);
    expect(Object.keys(event!.request?.headers ?? {})).toEqual(['User-Agent']);
    // The envelope asks the tracker not to infer the visitor's IP.
    expect(raw[0]).toContain('"infer_ip":"never"');
    // The search was asked twice (a 5xx gets one more try): the same failure is sent once.
    await expect(page.getByRole('alert').getByText(/Error 0010/)).toBeVisible();
    expect(events.filter((e) => e.message === event!.message)).toHaveLength(1);
  });

  test('the imaging page, then a failing invoice list: nothing sent names the member, their document, e-mail or token', async ({
    page,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 500/);
    const { raw, events } = await collectEnvelopes(page);
    await page.goto('/login');
    const tipdoc = page
      .getByRole('textbox', { name: /Tipo de documento/ })
      .or(page.getByRole('combobox', { name: /Tipo de documento/ }));
    await expect(tipdoc.first()).toBeEnabled();
    await tipdoc.first().click();
    await page.getByRole('option', { name: 'DNI', exact: true }).click();
    await page.getByLabel(/Número de documento/).fill('30111222');
    await page.getByLabel(/Contraseña/).fill('30111222');
    const login = page.waitForResponse((r) => r.url().endsWith('/api/web/member/login'));
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const { access_token: token } = (await (await login).json()) as { access_token: string };
    await expect(page.getByText('Bienvenido María Laura González')).toBeVisible();

    await failMock(page, [
      { method: 'GET', path: '/api/web/member/laboratory', status: 500 },
      { method: 'GET', path: '/api/web/member/invoices', status: 500 },
    ]);
    const sidebar = page.getByRole('navigation', { name: 'Secciones del panel' });
    // A first failure loads the tracker, so that what follows is recorded as breadcrumbs too.
    await sidebar.getByRole('link', { name: 'Laboratorios' }).click();
    await expect(page.getByText(/Error 0008/)).toBeVisible();
    await expect.poll(() => events.length).toBe(1);

    await sidebar.getByRole('link', { name: 'Imagenes' }).click();
    await expect(page.getByRole('table')).toContainText('Ecografía abdominal completa');
    await sidebar.getByRole('link', { name: 'Facturas' }).click();
    await expect(page.getByText(/al listar las facturas\. \(Error 0006\)/)).toBeVisible();

    await expect.poll(() => events.map((e) => e.message)).toContain('server error 500 /api/web/member/invoices');
    const invoices = events.find((e) => e.message === 'server error 500 /api/web/member/invoices')!;
    // The imaging call was recorded, without the member's name, document and birth date in its path.
    const calls = (invoices.breadcrumbs ?? []).map((b) => String(b.data?.url ?? ''));
    expect(calls).toContainEqual(expect.stringMatching(/\/api\/web\/moreau\/-$/));

    const sent = raw.join('\n');
    for (const personal of [
      '30111222',
      'María',
      'Laura',
      'González',
      'Gonz\\u00e1lez',
      'maria.gonzalez@correo.example',
      '19830514',
      '1983-05-14',
      '4785-1234',
      '00123456',
      token,
    ]) {
      expect(sent, `an envelope contains "${personal}"`).not.toContain(personal);
    }
    expect(sent).not.toMatch(/moreau\/execute/i);
  });

  test('a code file that does not load is sent with its name, as unhandled', async ({ page, expectConsoleErrors }) => {
    // The gone module a navigation waits for is marked handled (src/main.tsx), so the router then reads an empty module.
    expectConsoleErrors(/ERR_FAILED|dynamically imported module|Failed to load|reading 'loader'/);
    const { events } = await collectEnvelopes(page);
    await page.goto('/');
    // A release whose files are gone: the directories' code no longer loads.
    await page.route('**/assets/{farmacias,directories}-*.js', (route) => route.abort('failed'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Farmacias' }).click();

    await expect.poll(() => events.map((e) => e.tags?.failure)).toContain('code-file');
    const event = events.find((e) => e.tags?.failure === 'code-file') as SentEvent & {
      exception?: { values?: Array<{ type?: string; value?: string; mechanism?: { handled?: boolean } }> };
    };
    expect(String(event.tags?.file)).toMatch(/^\/assets\/(farmacias|directories)-[\w-]+\.js$/);
    expect(event.exception?.values?.[0]).toMatchObject({ type: 'TypeError', mechanism: { handled: false } });
  });
});

import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, appOwnsPage } from './fixtures';
import { openFilledContactForm } from './form-helpers';

const pages: Array<{ path: string; h1: string | RegExp; title: RegExp }> = [
  { path: '/', h1: /medicina prepaga para vos y tu familia/, title: /Medicina prepaga en Buenos Aires/ },
  { path: '/nuestros-planes', h1: 'Nuestros planes', title: /^Nuestros planes \| Salud Plena$/ },
  { path: '/centros-medicos', h1: 'Centros médicos', title: /^Centros médicos \| Salud Plena$/ },
  { path: '/quienes-somos', h1: 'Quiénes somos', title: /^Quiénes somos/ },
  { path: '/contacto', h1: 'Contacto', title: /^Contacto \| Salud Plena$/ },
  { path: '/reglamento', h1: 'Reglamento de socios', title: /^Reglamento de socios/ },
  { path: '/preguntas-frecuentes', h1: 'Preguntas frecuentes', title: /^Preguntas frecuentes/ },
  { path: '/servicios-estetica-bienestar', h1: 'Servicios de estética y bienestar', title: /^Servicios de estética/ },
  { path: '/plan-vacunar', h1: 'Plan Vacunar', title: /^Plan Vacunar/ },
  { path: '/escuela-enfermeria', h1: 'Escuela de Enfermería', title: /^Escuela de Enfermería/ },
  { path: '/residencia-medica', h1: 'Residencia médica', title: /^Residencia médica/ },
  { path: '/reglamento-residencia', h1: 'Reglamento de residencias médicas', title: /^Reglamento de residencias/ },
  { path: '/universal-assistance', h1: 'Asistencia al viajero', title: /^Asistencia al viajero/ },
];

test.describe('public pages', () => {
  for (const { path, h1, title } of pages) {
    test(`${path} renders its h1, title and description; axe clean @mobile`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expectAccessible(page);
    });
  }

  test('each prerendered page carries one title, description and sharing tag of each kind, its own', async ({
    page,
  }) => {
    for (const { path, title } of pages) {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const one = (pattern: RegExp) => {
        const found = [...head.matchAll(new RegExp(pattern, 'g'))];
        expect(found, `${path}: ${pattern}`).toHaveLength(1);
        return found[0]![1];
      };
      const pageTitle = one(/<title>([^<]*)<\/title>/);
      expect(pageTitle).toMatch(title);
      const description = one(/<meta name="description" content="([^"]*)"/);
      expect(one(/<meta property="og:title" content="([^"]*)"/)).toBe(pageTitle);
      expect(one(/<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(one(/<meta property="og:image" content="([^"]*)"/)).toMatch(/\/icons\/og-image\.png$/);
      // The canonical address and og:url need the public site's address (VITE_PUBLIC_SITE_URL): at most one each.
      expect(head.match(/rel="canonical"/g)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(head.match(/property="og:url"/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  test('after client-side navigation the head has one tag of each kind, the page’s own', async ({ page }) => {
    // A prerendered page the app takes over, then pages it renders itself.
    await page.goto('/');
    await appOwnsPage(page);
    await expectOwnHead(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Farmacias' }).click();
    await expect(page).toHaveURL(/\/farmacias$/);
    await expectOwnHead(page, '/farmacias', /^Farmacias \| Salud Plena$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dejar de ser Socio' }).click();
    await expect(page).toHaveURL(/\/contacto\?motivo=baja$/);
    await expectOwnHead(page, '/contacto', /^Solicitud de baja \| Salud Plena$/);
    // The app's shell (index.html and its defaults), then a prerendered page that the client renders for its query.
    await page.goto('/login');
    await expectOwnHead(page, '/login', /^Ingreso de socios \| Salud Plena$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Farmacias' }).click();
    await expect(page).toHaveURL(/\/farmacias$/);
    await expectOwnHead(page, '/farmacias', /^Farmacias \| Salud Plena$/);
    await page.goto('/contacto?motivo=baja');
    await expectOwnHead(page, '/contacto', /^Solicitud de baja \| Salud Plena$/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /inicio/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expectOwnHead(page, '/', /^Medicina prepaga en Buenos Aires \| Salud Plena$/);
  });

  test('every external link opens safely', async ({ page }) => {
    for (const path of [
      '/',
      '/centros-medicos',
      '/plan-vacunar',
      '/universal-assistance',
      '/servicios-estetica-bienestar',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const links = await page
        .locator('main a[target="_blank"]')
        .evaluateAll((as) => as.map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') })));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.href).toMatch(/^https?:\/\//);
        expect(link.rel).toBe('noopener noreferrer');
      }
    }
  });

  test('home slideshow: pause and manual navigation by keyboard, fixed size', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Novedades de Salud Plena' });
    const viewport = carousel.locator('[aria-live]');
    // Where it sits in the page (focusing a control below the fold scrolls the page a little).
    const box = async () => {
      const b = (await viewport.boundingBox())!;
      return { ...b, y: b.y + (await page.evaluate(() => window.scrollY)) };
    };
    const before = await box();
    await page.getByRole('button', { name: 'Pausar la rotación automática' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Reanudar la rotación automática' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 de 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: '2 de 3' })).toBeVisible();
    await expect(
      carousel.getByRole('group', { name: '2 de 3' }).getByRole('link', { name: 'Asociarme' }),
    ).toHaveAttribute('href', '/contacto');
    expect(await box()).toEqual(before);
  });

  test('no automatic motion under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Reanudar la rotación automática' })).toBeVisible();
  });

  test('plans: ?c60 opens C-60 PLUS and the PDF is served', async ({ page }) => {
    await page.goto('/nuestros-planes?c60');
    await expect(page.getByRole('tab', { name: 'C-60 PLUS' })).toHaveAttribute('aria-selected', 'true');
    const href = await page.getByRole('link', { name: /Descargar el plan C-60 PLUS/ }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  test('centres: the map opens on demand', async ({ page }) => {
    await page.goto('/centros-medicos');
    const clinic = page.getByRole('article', { name: /Clínica Salud Plena/ });
    await expect(clinic.getByRole('link', { name: '(011) 5555-0103' })).toHaveAttribute('href', 'tel:+541155550103');
    await clinic.getByRole('button', { name: 'Ver mapa' }).click();
    await expect(clinic.getByRole('link', { name: /Abrir en el mapa/ })).toBeVisible();
    await expect(clinic.getByRole('button', { name: 'Ocultar mapa' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('FAQ ?ff=true opens billing and its first question', async ({ page }) => {
    await page.goto('/preguntas-frecuentes?ff=true');
    await expect(page.getByRole('button', { name: 'Facturación', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: '¿Cuáles son los medios de pago?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText('débito automático con tarjeta de crédito;')).toBeInViewport();
  });
});

test.describe('contact form against the mock API over HTTP', () => {
  test('sends, confirms and resets @mobile', async ({ page }) => {
    const form = await openFilledContactForm(page, 'Quisiera información sobre los planes.');
    let sent: unknown;
    await page.route('**/api/web/contact_form', async (route) => {
      sent = JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null');
      await route.continue();
    });
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/web/contact_form') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar' }).click();
    expect((await response).status()).toBe(200);
    expect(sent).toEqual({
      name: 'Ana Pérez',
      title: 'Formulario de Contactos General',
      phone: '11 5555-0000',
      message: '<p>Quisiera información sobre los planes.</p>',
      email: 'ana@example.com',
      contact_form_type_id: 2,
    });
    await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
    await expect(form.getByLabel(/Nombre y apellido/)).toHaveValue('');
    await expectAccessible(page);
  });

  test('the footer link opens the short "Dejar de ser Socio" request', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dejar de ser Socio' }).click();
    await expect(page).toHaveURL(/\/contacto\?motivo=baja$/);
    await expect(page.getByRole('form', { name: 'Solicitud de baja' })).toBeVisible();
  });

  test('nothing shows on blur; a send shows the error summary, axe clean', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel(/Correo electrónico/).fill('no-es-mail');
    await form.getByLabel(/Correo electrónico/).blur();
    await expect(form.getByText('Debe ser un email valido.', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByRole('alert', { name: 'Revisá estos datos para poder enviar' })).toBeFocused();
    await expect(form.getByText('Debe ser un email valido.', { exact: true })).toHaveCount(1);
    await expect(form.getByText('Requerido.', { exact: true })).toHaveCount(3);
    await expectAccessible(page);
  });
});

/**
 * The live head has one title, description, canonical link and Open Graph tag of each kind, and they name this page:
 * its address (without the query) and its own title and description.
 */
async function expectOwnHead(page: Page, path: string, title?: RegExp) {
  if (title) await expect(page).toHaveTitle(title);
  const tags = page
    .locator('head')
    .locator('title, meta[name="description"], meta[property^="og:"], link[rel="canonical"]');
  await expect(async () => {
    const kinds = await tags.evaluateAll((all) =>
      all.map((tag) => tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('rel') ?? 'title'),
    );
    expect(kinds.length, kinds.join(', ')).toBe(new Set(kinds).size);
  }).toPass();
  const content = (selector: string) => page.locator(`head ${selector}`).getAttribute('content');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  expect(await content('meta[property="og:url"]')).toBe(`${origin}${path}`);
  expect(await content('meta[property="og:title"]')).toBe(await page.title());
  expect(await content('meta[property="og:description"]')).toBe(await content('meta[name="description"]'));
  expect(await content('meta[property="og:image"]')).toBe(`${origin}/icons/og-image.png`);
}

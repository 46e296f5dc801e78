import type { BrowserContext, Page } from '@playwright/test';
import { COLLECTOR, sendsAnalytics, type SentEvent } from './analytics-collector';
import { test, expect } from './fixtures';
import { openFilledContactForm } from './form-helpers';

/**
 * Analytics events on the calls to action (docs/decisions/forms-and-analytics.md, "Analytics events"). `npm test`
 * builds the site with VITE_ANALYTICS_URL=/__mock/analytics; a build without it sends nothing, and these tests say so
 * and skip.
 */

/** Every event the page sends to the collector, as it left the page (answered 204 here). */
async function collectEvents(page: Page) {
  const events: SentEvent[] = [];
  const raw: string[] = [];
  await page.route(`**${COLLECTOR}`, async (route) => {
    const body = route.request().postData() ?? '';
    raw.push(body);
    events.push(JSON.parse(body) as SentEvent);
    expect(route.request().headers()['cookie']).toBeUndefined();
    await route.fulfill({ status: 204 });
  });
  return { events, raw };
}

/** The two external sites the buttons open: answered locally, so new tabs load offline. */
async function stubExternalSites(context: BrowserContext) {
  for (const site of ['https://wa.me/**', 'https://turnos.saludplena.example/**']) {
    await context.route(site, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
    );
  }
}

/** Clicks every listed call to action once (and sends the contact form). */
async function clickEveryCallToAction(page: Page, context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/nuestros-planes?c60');
  await page.getByRole('link', { name: 'Quiero asociarme' }).click();
  await expect(page).toHaveURL(/\/contacto$/);

  await page.goto('/cartilla-medica?province_id=1&name=Cl%C3%ADnica');
  // The app's results: before them, 'Buscar' is the prerendered form's own GET, which sends no event.
  await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: 'Compartir búsqueda' }).click();

  const whatsapp = context.waitForEvent('page');
  await page.getByRole('link', { name: /Asociate por WhatsApp/ }).click();
  await (await whatsapp).close();

  const booking = context.waitForEvent('page');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Turnos Online/ })
    .click();
  await (await booking).close();

  const form = await openFilledContactForm(page);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado exitosamente.')).toBeVisible();
}

test.describe('analytics events', () => {
  test.skip(
    !sendsAnalytics,
    `the build does not send analytics: build with VITE_ANALYTICS_URL=${COLLECTOR} (npm test does)`,
  );

  test('the calls to action send their events: { event, path, ts, props }, nothing personal', async ({
    page,
    context,
  }) => {
    await stubExternalSites(context);
    const { events, raw } = await collectEvents(page);
    const started = Date.now();
    await clickEveryCallToAction(page, context);
    await expect
      .poll(() => events.map((e) => e.event))
      .toEqual([
        'plan_signup_click',
        'directory_search',
        'directory_share',
        'whatsapp_click',
        'booking_click',
        'form_sent',
      ]);
    expect(events.map(({ event, path, props }) => ({ event, path, props }))).toEqual([
      { event: 'plan_signup_click', path: '/nuestros-planes', props: { plan: 'c60' } },
      { event: 'directory_search', path: '/cartilla-medica', props: { filters: ['name', 'province_id'] } },
      { event: 'directory_share', path: '/cartilla-medica', props: {} },
      { event: 'whatsapp_click', path: '/cartilla-medica', props: {} },
      { event: 'booking_click', path: '/cartilla-medica', props: { placement: 'header' } },
      { event: 'form_sent', path: '/contacto', props: { form: 'contact', outcome: 'sent' } },
    ]);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['event', 'path', 'props', 'ts']);
      expect(event.ts).toBeGreaterThanOrEqual(started);
    }
    // No filter values, names, e-mails or typed text.
    expect(raw.join('\n')).not.toMatch(/Cl[ií]nica|Ana|ana@example\.com|5555|Quisiera/);
  });

  for (const [name, script] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`with ${name} on, the same clicks send nothing`, async ({ page, context }) => {
      await page.addInitScript(script);
      await stubExternalSites(context);
      const { events } = await collectEvents(page);
      await clickEveryCallToAction(page, context);
      // A post the page makes after the clicks is answered by the collector: an event sent before it would be too.
      await page.evaluate(async (url) => {
        await fetch(url, { method: 'POST', body: '{"event":"last"}', credentials: 'omit' });
      }, COLLECTOR);
      expect(events).toEqual([{ event: 'last' }]);
    });
  }
});

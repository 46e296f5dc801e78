import type { Page } from '@playwright/test';
import { COLLECTOR, sendsAnalytics, type SentEvent } from './analytics-collector';
import { test, expect, APP_START_TIMEOUT } from './fixtures';
import { DEMO_MEMBER, signIn } from './member-login';

/**
 * Field vitals (docs/decisions/field-vitals.md): a visit sends its LCP, CLS and INP as `web_vital` analytics
 * events when the page is hidden. `npm test` builds with VITE_ANALYTICS_URL=/__mock/analytics; a build without it
 * sends nothing, and these tests say so and skip.
 */

/**
 * What a page sends as it leaves goes out once the page is gone, where `page.route` no longer sees it: the mock
 * collector keeps what it received (mocks/README.md), and the test reads what arrived since it started. These tests
 * run in the `alone` project (one test at a time, after the others), so no other test's pages post meanwhile.
 * Returns the bodies sent to the collector since `since`, and the web_vital events among them.
 */
function received(page: Page, since: number) {
  const raw = async () => (await (await page.request.get(`${COLLECTOR}?since=${since}`)).json()) as string[];
  const vitals = async () =>
    (await raw()).map((body) => JSON.parse(body) as SentEvent).filter((e) => e.event === 'web_vital');
  return { raw, vitals };
}

/** The metrics sent for a route, by name. */
const namesFor = (vitals: SentEvent[], route: string) =>
  vitals
    .filter((e) => e.props.route === route)
    .map((e) => e.props.name)
    .sort();

/**
 * The browser has timed the page's first tap: Event Timing hands its entries over once the frame after the tap is
 * painted. Playwright's click returns as the events are dispatched; on two busy cores the paint came later, and a
 * page left before it has no interaction to measure (no INP, as for a visitor who leaves that fast).
 */
const tapTimed = (page: Page) => page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);

/** Leaving the page, as a visitor going to another site does: the page is hidden, then unloaded. */
const leave = (page: Page) => page.goto('about:blank');

function expectWellFormed(event: SentEvent, route: string) {
  expect(Object.keys(event).sort()).toEqual(['event', 'path', 'props', 'ts']);
  expect(event.path).toBe(route);
  const { name, value, rating, release, navigation_type, connection_type, ...rest } = event.props;
  expect(['LCP', 'CLS', 'INP']).toContain(name);
  expect(typeof value).toBe('number');
  expect(['good', 'needs-improvement', 'poor']).toContain(rating);
  expect(release).toEqual(expect.stringMatching(/^\S+$/));
  expect(navigation_type).toBe('navigate');
  expect(['slow-2g', '2g', '3g', '4g']).toContain(connection_type);
  if (name === 'INP') {
    expect(rest).toEqual({ route, element: expect.stringMatching(/^[a-z][a-z0-9-]*$/), phase: expect.any(String) });
    expect(['input-delay', 'processing', 'presentation']).toContain(rest.phase);
  } else {
    expect(rest).toEqual({ route });
  }
}

test.describe('field vitals @alone', () => {
  test.skip(
    !sendsAnalytics,
    `the build does not send analytics: build with VITE_ANALYTICS_URL=${COLLECTOR} (npm test does)`,
  );

  test('a directory visit with a filter in the address and a tap sends LCP, CLS and INP by route, no query', async ({
    page,
  }) => {
    const { raw, vitals } = received(page, Date.now());
    await page.goto('/cartilla-medica?province_id=1&name=Cl%C3%ADnica');
    await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
    await tapTimed(page);
    await leave(page);

    await expect.poll(async () => namesFor(await vitals(), '/cartilla-medica')).toEqual(['CLS', 'INP', 'LCP']);
    const events = await vitals();
    expect(events).toHaveLength(3);
    for (const event of events) expectWellFormed(event, '/cartilla-medica');
    expect(events.find((e) => e.props.name === 'INP')!.props.element).toBe('button');
    // Neither the filters nor their values: no query went out.
    const sentVitals = (await raw()).filter((body) => body.includes('"web_vital"'));
    expect(sentVitals.join('\n')).not.toMatch(/Cl[ií]nica|province_id|\?/);
  });

  test("a member's visit to the invoices sends them for /panel/facturas, with nothing of the member", async ({
    page,
  }) => {
    const { raw, vitals } = received(page, Date.now());
    const login = await signIn(page);
    await page.goto('/panel/facturas');
    await expect(page.getByRole('table', { name: 'Mis facturas' })).toContainText('Impago');
    await page.getByRole('button', { name: /^Menú de / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await tapTimed(page);
    await leave(page);

    await expect.poll(async () => namesFor(await vitals(), '/panel/facturas')).toEqual(['CLS', 'INP', 'LCP']);
    for (const event of (await vitals()).filter((e) => e.props.route === '/panel/facturas')) {
      expectWellFormed(event, '/panel/facturas');
    }
    // No document number, name, e-mail, membership number or token in any body sent (the login page's too).
    const { email, membership_number } = login.member;
    const personal = [DEMO_MEMBER.numdoc, ...DEMO_MEMBER.fullName.split(' '), email, String(membership_number)];
    const sent = (await raw()).join('\n');
    for (const text of [...personal, login.access_token]) expect(sent).not.toContain(text);
  });

  test('a visit under Global Privacy Control sends nothing', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    const { raw } = received(page, Date.now());
    await page.goto('/farmacias?province_id=1');
    await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
    // Hidden and unloaded by the next page, which then posts to the collector itself: what the first page sent on
    // leaving went out before.
    await page.goto('/nuestros-planes');
    await page.evaluate(async (url) => {
      await fetch(url, { method: 'POST', body: '{"event":"last"}', credentials: 'omit' });
    }, COLLECTOR);
    expect(await raw()).toEqual(['{"event":"last"}']);
  });
});

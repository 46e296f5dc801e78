import {
  analyticsBuilt,
  atOnce,
  collectEvents,
  expect,
  framesAgainst,
  framesOf,
  scrollAtOnce,
  test,
  throughTheAppsStart,
  visit,
} from './slow-phone';

test.describe('/nuestros-planes', () => {
  test("the 'C-60 PLUS' tab tapped at once ends selected, its panel shown, and stays so", async ({ page }) => {
    await visit(page, '/nuestros-planes');
    await atOnce(page.getByRole('tab', { name: 'C-60 PLUS' }));
    await expect(page.getByRole('tab', { name: 'C-60 PLUS' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Plan C-60 PLUS');
    await expect(page).toHaveURL(/\?c60/);

    const frames = await framesOf(page);
    const first = frames.findIndex((f) => f.tab === 'C-60 PLUS');
    expect(
      framesAgainst(
        frames.slice(first),
        (f) => f.tab,
        (tab) => tab === 'C-60 PLUS',
      ),
    ).toEqual([]);
  });

  test('?c60: every frame shows C-60 PLUS selected, never A-10 PLUS', async ({ page }) => {
    await visit(page, '/nuestros-planes?c60');
    await throughTheAppsStart(page);
    const frames = await framesOf(page);
    expect(
      framesAgainst(
        frames,
        (f) => f.tab,
        (tab) => tab === 'C-60 PLUS',
      ),
    ).toEqual([]);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('Plan C-60 PLUS');
  });

  test("'Quiero asociarme' tapped at once opens the contact form and sends its event", async ({ page }) => {
    const events = await collectEvents(page);
    await visit(page, '/nuestros-planes?c60');
    await atOnce(page.getByRole('link', { name: 'Quiero asociarme' }));
    await expect(page).toHaveURL(/\/contacto$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (analyticsBuilt)
      await expect.poll(() => events).toEqual([{ event: 'plan_signup_click', props: { plan: 'c60' } }]);
  });
});

test('/preguntas-frecuentes?ff=true: every frame shows the billing group open', async ({ page }) => {
  await visit(page, '/preguntas-frecuentes?ff=true');
  await throughTheAppsStart(page);
  const frames = await framesOf(page);
  expect(
    framesAgainst(
      frames,
      (f) => f.billingOpen,
      (open) => open,
    ),
  ).toEqual([]);
});

test.describe('the home page', () => {
  test("'Asociarme' tapped at once opens the contact form", async ({ page }) => {
    await visit(page, '/');
    // The carousel's first slide: the others' buttons are hidden.
    await atOnce(page.getByRole('link', { name: 'Asociarme', exact: true }).filter({ visible: true }).first());
    await expect(page).toHaveURL(/\/contacto$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a plan box tapped at once opens that plan', async ({ page }) => {
    await visit(page, '/');
    await atOnce(page.getByRole('link', { name: 'Plan C-60 PLUS' }));
    await expect(page).toHaveURL(/\/nuestros-planes\?c60/, { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'C-60 PLUS' })).toHaveAttribute('aria-selected', 'true');
  });

  test('scrolled at once to the centres, it stays there while the app starts, and they say whether they are open', async ({
    page,
  }) => {
    await visit(page, '/');
    const clinic = page.getByRole('region', { name: 'Nuestros centros médicos' }).getByRole('article').first();
    await scrollAtOnce(clinic);
    await throughTheAppsStart(page);
    await expect(clinic).toBeInViewport();
    // The clinic is open around the clock: its line is known whatever the day and hour.
    await expect(clinic.getByText('Abierto ahora')).toBeVisible({ timeout: 20_000 });
    await expect(clinic).toBeInViewport();
  });

  test("'Solicitar turno' tapped at once opens the booking site and sends its event", async ({ page, context }) => {
    test.skip(!analyticsBuilt, 'the build sends no analytics (npm test builds with VITE_ANALYTICS_URL)');
    await context.route('https://turnos.saludplena.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Turnos</title>' }),
    );
    const events = await collectEvents(page);
    await visit(page, '/');
    const booking = context.waitForEvent('page');
    await atOnce(page.getByRole('link', { name: /Solicitar turno/ }));
    await (await booking).close();
    await expect
      .poll(() => events, { timeout: 20_000 })
      .toEqual([{ event: 'booking_click', props: { placement: 'home' } }]);
  });
});

test.describe('the footer', () => {
  test('scrolled to at once, it stays on screen in every frame, and a link tapped at once opens its page in the app', async ({
    page,
  }) => {
    await visit(page, '/farmacias');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const footer = page.getByRole('contentinfo');
    await scrollAtOnce(footer);
    await atOnce(footer.getByRole('link', { name: 'Centros médicos' }));
    await expect(page).toHaveURL(/\/centros-medicos$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centros médicos');
    // Followed by the app, not loaded as a new page.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // From the first frame that showed the footer once the document was parsed, every frame shows all its links:
    // its markup is never taken off the screen while the app starts or hydrates it.
    const frames = await framesOf(page);
    const shown = frames.findIndex((f) => f.footerLinks !== undefined);
    expect(shown, 'a frame showed the footer').toBeGreaterThanOrEqual(0);
    const links = await footer.getByRole('link').count();
    const against = frames.slice(shown).filter((f) => f.footerLinks !== links);
    expect(against.map((f) => `${f.t} ms: ${f.footerLinks}`)).toEqual([]);
  });

  test("a page opened at once from the first screen is the one the footer's links mark current", async ({ page }) => {
    await visit(page, '/');
    await atOnce(page.getByRole('link', { name: 'Plan C-60 PLUS' }));
    await expect(page.getByRole('tab', { name: 'C-60 PLUS' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 20_000,
    });
    const footer = page.getByRole('contentinfo');
    // Down to the footer as a visitor scrolls (the footer may still be hydrating: its node can be replaced meanwhile).
    await page.mouse.wheel(0, 20_000);
    await expect(footer).toBeInViewport();
    await expect(footer.getByRole('link', { name: 'Planes' })).toHaveAttribute('aria-current', 'page');
    await expect(footer.locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('the header', () => {
  test("the phone's menu button tapped at once opens the menu", async ({ page }) => {
    await visit(page, '/');
    await atOnce(page.getByRole('button', { name: 'Abrir menú' }));
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await expect(menu.getByRole('link', { name: 'Farmacias' })).toBeVisible();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('a dropdown clicked at once opens', async ({ page }) => {
      await visit(page, '/');
      await atOnce(page.getByRole('button', { name: 'Institucional' }), 'click');
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('menuitem', { name: 'Quiénes somos' })).toBeVisible();
    });
  });
});

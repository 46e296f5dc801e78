import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, clearMockFailures, failMock } from './fixtures';

/**
 * One session per browser: a member with two tabs of the same browser signs out (or is signed out) in one, and the
 * other lets go of everything within 2 s; input in one tab keeps the other's idle clock from running out. Acts as a
 * visitor: signs in on the login page, opens a panel section in a new tab, signs out from the header's menu or leaves
 * both tabs alone (the context's clock, shared by its tabs, runs the idle minutes).
 */
const MEMBER = { tipdoc: 'DNI', numdoc: '30111222', password: '30111222', fullName: 'María Laura González' };
/** A second member (mocks/README.md) who uses the same browser. */
const OTHER_MEMBER = { tipdoc: 'LE', numdoc: '4567890', password: '4567890', fullName: 'Carlos Alberto Fernández' };
/** "Within 2 s" of the sign-out: every check of the other tabs shares the one deadline. */
const within2s = () => {
  const deadline = Date.now() + 2_000;
  return () => ({ timeout: Math.max(deadline - Date.now(), 1) });
};

async function logIn(page: Page, member = MEMBER) {
  await page.goto('/login');
  const tipdoc = page.getByRole('combobox', { name: /Tipo de documento/ });
  await expect(tipdoc).toBeEnabled();
  await tipdoc.click();
  await page.getByRole('option', { name: member.tipdoc, exact: true }).click();
  await page.getByLabel(/Número de documento/).fill(member.numdoc);
  await page.getByLabel(/Contraseña/).fill(member.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/panel$/);
}

/**
 * The panel's invoices in a new tab that starts with this tab's session. Chromium copies a tab's sessionStorage only
 * into a window the page opens itself (as "Duplicate tab" does, which Playwright cannot reach): a link opened in a new
 * tab (Ctrl+click, middle click) starts without it (the first test shows that).
 */
async function openInvoicesWithThisSession(context: BrowserContext, page: Page): Promise<Page> {
  const opened = context.waitForEvent('page');
  await page.evaluate(() => void window.open('/panel/facturas', '_blank'));
  const tab = await opened;
  await expectInvoices(tab);
  return tab;
}

async function expectInvoices(tab: Page) {
  await expect(tab.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
  await expect(tab.getByRole('button', { name: `Menú de ${MEMBER.fullName}` })).toBeVisible();
  await expect(tab.getByRole('table').first()).toBeVisible();
}

/** The tab shows nothing of the member and stores nothing of the member; it is on a public page, with `text`. */
async function expectSignedOut(tab: Page, text: string, left: ReturnType<typeof within2s>) {
  await expect(tab.getByText(MEMBER.fullName)).toHaveCount(0, left());
  await expect(tab.getByRole('table')).toHaveCount(0, left());
  await expect(tab.getByText(text)).toBeVisible(left());
  await expect(tab.getByRole('link', { name: 'Ingrese' })).toBeVisible();
  expect(new URL(tab.url()).pathname).not.toMatch(/^\/panel/);
  const stored = await tab.evaluate(() => ({ ...sessionStorage, ...localStorage }));
  expect(JSON.stringify(stored)).not.toContain(MEMBER.numdoc);
  expect(JSON.stringify(stored)).not.toContain('María');
  expect(stored.session).toBeUndefined();
}

test.describe('two tabs of one browser', () => {
  test.afterEach(async ({ page }) => clearMockFailures(page));

  test("'Cerrar sesión' in one tab signs the member out of every other tab within 2 s", async ({ page, context }) => {
    await logIn(page);

    // Signing in stays per tab: the invoices opened in a new tab from the panel's menu start as a visitor's tab…
    const opened = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Facturas' })
      .click({ modifiers: ['ControlOrMeta'] });
    const signedInAgain = await opened;
    await expect(signedInAgain.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    await expect(signedInAgain.getByText(MEMBER.fullName)).toHaveCount(0);
    // …where the member signs in again.
    await logIn(signedInAgain);
    await signedInAgain
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Facturas' })
      .click();
    await expectInvoices(signedInAgain);
    // A tab that started with the first tab's session.
    const copied = await openInvoicesWithThisSession(context, page);

    await page.getByRole('button', { name: `Menú de ${MEMBER.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // This tab's toast first: it goes after a few seconds, which checking the other tabs may take on a slow machine.
    await expect(page.getByText('Haz cerrado sesión satisfactoriamente.')).toBeVisible();
    const left = within2s(); // from the moment this tab shows it is signed out
    await expectSignedOut(copied, 'Haz cerrado sesión satisfactoriamente.', left);
    await expectSignedOut(signedInAgain, 'Haz cerrado sesión satisfactoriamente.', left);
    // Back in the browser's history does not bring the panel back either.
    await copied.goBack();
    await expect(copied.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    await expect(copied.getByText(MEMBER.fullName)).toHaveCount(0);
  });

  test('a 401 on a read in one tab signs the member out of the other within 2 s', async ({
    page,
    context,
    expectConsoleErrors,
  }) => {
    expectConsoleErrors(/status of 401/);
    await logIn(page);
    const invoices = await openInvoicesWithThisSession(context, page);

    // The server no longer takes the token: the next read in the first tab is refused.
    await failMock(page, [{ method: 'GET', path: '/api/web/member/appointments', status: 401 }]);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Turnos' }).click();
    await expect(page.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    const left = within2s(); // from the moment the first tab shows it is signed out

    await expectSignedOut(invoices, 'Tu sesión terminó. Para seguir, ingresá de nuevo.', left);
  });
  test('activity in one tab keeps the other signed in; 30 minutes without input in any tab sign out both', async ({
    page,
    context,
  }) => {
    await context.clock.install();
    await logIn(page);
    const quiet = await openInvoicesWithThisSession(context, page);
    const lastActivity = (tab: Page) =>
      tab.evaluate(
        () => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { lastActivity?: number }).lastActivity ?? 0,
      );

    // 20 minutes on, the member works in the first tab (the hand keeps moving until the page has seen it)…
    await context.clock.fastForward('20:00');
    const before = await lastActivity(quiet);
    let x = 200;
    await expect
      .poll(async () => {
        await page.mouse.move((x += 5), 300);
        return lastActivity(page);
      })
      .toBeGreaterThan(before);
    // …which the quiet tab counts as its own: 20 more minutes (40 since its last input) do not sign it out.
    await expect.poll(() => lastActivity(quiet)).toBeGreaterThan(before);
    await context.clock.fastForward('20:00');
    await expectInvoices(quiet);
    await expect(quiet.getByRole('dialog', { name: '¿Seguís ahí?' })).toHaveCount(0);

    // Then nobody touches either tab for 30 minutes: both are signed out, and both say why.
    await context.clock.fastForward('10:01');
    await context.clock.fastForward('02:00');
    const idle = 'Cerramos tu sesión porque pasaron 30 minutos sin actividad. Para seguir, ingresá de nuevo.';
    await expectSignedOut(page, idle, () => ({ timeout: 7_000 }));
    await expectSignedOut(quiet, idle, () => ({ timeout: 7_000 }));
  });

  test('two members in two tabs each sign out on their own idle time', async ({ page, context }) => {
    await context.clock.install();
    await logIn(page);
    const other = await context.newPage();
    await logIn(other, OTHER_MEMBER);
    await expect(other.getByRole('button', { name: `Menú de ${OTHER_MEMBER.fullName}` })).toBeVisible();

    // The second member works for 40 minutes; the first member's tab is left alone.
    const lastActivity = (tab: Page) =>
      tab.evaluate(
        () => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { lastActivity?: number }).lastActivity ?? 0,
      );
    let x = 200;
    for (let minutes = 0; minutes < 40; minutes += 10) {
      await context.clock.fastForward('10:00');
      const before = await lastActivity(other);
      await expect
        .poll(async () => {
          await other.mouse.move((x += 5), 300);
          return lastActivity(other);
        })
        .toBeGreaterThan(before);
    }
    await context.clock.fastForward('00:05');
    const idle = 'Cerramos tu sesión porque pasaron 30 minutos sin actividad. Para seguir, ingresá de nuevo.';
    await expectSignedOut(page, idle, () => ({ timeout: 7_000 }));
    // The second member's tab is still theirs: the first member's end was not theirs.
    await expect(other.getByRole('button', { name: `Menú de ${OTHER_MEMBER.fullName}` })).toBeVisible();
    await expect(other.getByText(idle)).toHaveCount(0);
    expect(await other.evaluate(() => sessionStorage.getItem('session'))).not.toBeNull();

    // Then the second member leaves too: 30 minutes later that tab signs out on its own time.
    await context.clock.fastForward('30:01');
    await context.clock.fastForward('02:00');
    await expect(other.getByText(idle)).toBeVisible({ timeout: 7_000 });
    await expect(other.getByRole('link', { name: 'Ingrese' })).toBeVisible();
  });

  test('a closed tab the browser reopens starts signed out; a reload of the same tab does not', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await page.goto('/panel/facturas');
    await expectInvoices(page);
    // The control: a reload keeps the tab's session.
    await page.reload();
    await expectInvoices(page);

    // What the tab keeps once its page has left (its `pagehide` has run), read from a file of the same origin in the
    // same tab; then the tab is closed.
    await page.goto('/favicon.svg');
    const kept = await page.evaluate(() => ({ ...sessionStorage }));
    expect(kept.session).toContain('"token"');
    await page.close();

    // Reopened a little later ("Reopen closed tab", a restored session), the tab has its sessionStorage back before
    // its page starts. Playwright cannot reopen a tab: a new one is given the same storage first.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const reopened = await context.newPage();
    await reopened.addInitScript((saved: Record<string, string>) => {
      if (sessionStorage.getItem('e2e-reopened')) return;
      for (const [key, value] of Object.entries(saved)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e-reopened', '1');
    }, kept);
    await reopened.goto('/panel/facturas');
    await expect(reopened.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    expect(new URL(reopened.url()).pathname).not.toMatch(/^\/panel/);
    await expect(reopened.getByText(MEMBER.fullName)).toHaveCount(0);
    await expect(reopened.getByRole('table')).toHaveCount(0);
    // The tab had its storage back, and the app let go of the session in it.
    const stored = await reopened.evaluate(() => ({ ...sessionStorage, ...localStorage }));
    expect(stored['e2e-reopened']).toBe('1');
    expect(stored.session).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(MEMBER.numdoc);
  });
});

import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, APP_START_TIMEOUT } from './fixtures';
import { signIn } from './member-login';
import { holdScripts } from './hold-scripts';

const footerLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Farmacias' });

/** From /preguntas-frecuentes: the footer's link opens Farmacias at the top; Back returns to `place`. */
async function followAndComeBack(page: Page, place: number) {
  await footerLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Farmacias' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
}

test.describe('layout', () => {
  test('visitor header, footer and WhatsApp button; axe clean', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Cartilla médica' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Dejar de ser Socio' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Solicitud de arrepentimiento' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Asociate por WhatsApp/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('dropdown menus work by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Servicios adicionales/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Plan Vacunar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Plan Vacunar' })).toBeHidden();
  });

  test('unknown path shows the not-found page; axe clean', async ({ page }) => {
    await page.goto('/no-existe-esta-pagina');
    await expect(page.getByRole('heading', { level: 1, name: 'La página no existe' })).toBeVisible();
    await expectAccessible(page);
  });

  test('scrolls to the top and focuses the heading on navigation', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Farmacias' }).click();
    await expect(page).toHaveURL(/\/farmacias/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a reload keeps the place, and going back returns to it', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    // The visitor follows a link already in view, without scrolling again; Back returns to the place they read.
    const link = footerLink(page);
    await link.scrollIntoViewIfNeeded();
    await followAndComeBack(page, await page.evaluate(() => window.scrollY));
  });

  test('Back returns to a place the visitor scrolled to before the app started', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/preguntas-frecuentes', { waitUntil: 'commit' });
    await footerLink(page).scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);

    await release();
    await followAndComeBack(page, place);
  });

  test('a filter keeps the place; another page of results brings its heading into view, focused', async ({ page }) => {
    await page.goto('/cartilla-medica');
    await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible({ timeout: APP_START_TIMEOUT });
    const next = page.getByRole('button', { name: 'Página 2' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page.getByText(/^Mostrando 6–10 de \d+$/)).toBeVisible();
    const results = page.getByRole('heading', { level: 2, name: 'Resultados' });
    await expect(results).toBeFocused();
    await expect(results).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 120));
    await page.getByLabel('Provincia', { exact: true }).selectOption({ label: 'Ciudad Autónoma de Buenos Aires' });
    await expect(page).toHaveURL(/province_id=1/);
    await expect(page.getByText(/^Mostrando 1–5 de \d+$/)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(120);
  });

  test('sign-out from the member menu clears the session @mobile', async ({ page, isMobile }) => {
    const body = await signIn(page);
    await page.goto('/');
    // On a phone a long name is cut, not pushed off screen with the menu button.
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1]!);
    if (isMobile) await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('button', { name: `Menú de ${body.member.full_name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Haz cerrado sesión satisfactoriamente.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingrese' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  });
});

test.describe('mobile menu @mobile', () => {
  test('opens the slide-out menu and navigates', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú móvil' });
    await menu.getByRole('link', { name: 'Centros médicos' }).click();
    await expect(page).toHaveURL(/\/centros-medicos/);
    await expectAccessible(page);
  });
});

import { test, expect, expectAccessible } from './fixtures';
import { publicRoutes } from '../../scripts/sitemap.mjs';

/**
 * The gate of every route (issue 7): each public route and each member-panel route loads with one h1, no console
 * error, no CSP violation (fixtures) and no serious/critical axe violation; each prerendered page hydrates. The public list is the sitemap's, so a
 * new route file is covered without touching this test.
 */
const PUBLIC = [...publicRoutes(), '/login', '/contacto?motivo=baja', '/contacto?motivo=arrepentimiento'];
const PANEL = [
  '/panel',
  '/panel/credencial',
  '/panel/turnos',
  '/panel/laboratorios',
  '/panel/imagenes',
  '/panel/facturas',
  '/panel/autorizaciones',
  '/panel/medicamentos',
  '/panel/contacto',
  '/panel/tramites',
  '/panel/tramites/actualizacion-datos-personales',
  '/panel/tramites/pedido-credencial',
  '/panel/tramites/solicitud-informacion',
  '/panel/tramites/sugerencias-mejoras',
];

async function settle(page: import('@playwright/test').Page) {
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  // Lists and frames finish loading before the audit (skeletons are aria-busy).
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

test.describe('every route: h1, no console error or CSP violation, axe clean', () => {
  for (const route of PUBLIC) {
    test(`public ${route}`, async ({ page }) => {
      await page.goto(route);
      await settle(page);
      // A prerendered page without search parameters is hydrated (src/main.tsx), not rendered again: React found the
      // markup it expected, or it would have marked #root.
      if (publicRoutes().includes(route)) {
        await expect(page.locator('#root')).not.toHaveAttribute('data-hydration');
      }
      await expectAccessible(page);
    });
  }

  for (const route of PANEL) {
    test(`panel ${route}`, async ({ page }) => {
      await page.goto('/login');
      // Sign in through the API and the stored session, as the login page does (layout.spec.ts).
      const response = await page.request.post('/api/web/member/login', {
        data: { numdoc: '30111222', tipdoc: '1', password: '30111222' },
      });
      const body = (await response.json()) as { access_token: string; member: unknown };
      await page.evaluate(
        (session) => sessionStorage.setItem('session', JSON.stringify({ ...session, lastActivity: Date.now() })),
        {
          token: body.access_token,
          user: body.member,
        },
      );
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === route);
      await settle(page);
      await expectAccessible(page);
    });
  }
});

import { test, expect } from './fixtures';
import { FEATURES_OFF_PORT, featuresOffBuilt } from './features-off';
import { signIn } from './member-login';

/**
 * A build whose API serves none of the proposed features (docs/decisions/proposed-features.md): no link, no route (the
 * 404 page), no call of reimbursements or of the family group.
 */
test.describe('the proposed features, off', () => {
  test.skip(!featuresOffBuilt, 'no build with the features off: npm test makes it (scripts/check-features-off.ts)');
  test.use({ baseURL: `http://127.0.0.1:${FEATURES_OFF_PORT}` });

  test('a member finds no link, page or call of reimbursements or the family group', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    await signIn(page);
    await page.goto('/panel');
    const sections = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(sections.getByRole('link', { name: 'Facturas' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Reintegros' })).toHaveCount(0);
    await expect(sections.getByRole('link', { name: 'Grupo familiar' })).toHaveCount(0);

    for (const path of [
      '/panel/reintegros',
      '/panel/reintegros/nuevo',
      '/panel/reintegros/R-000102',
      '/panel/grupo-familiar',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'La página no existe' })).toBeVisible();
    }

    // `?familiar=` names nobody here: the member's own appointments, with no banner and no family call.
    await page.goto('/panel/turnos?familiar=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis turnos' })).toBeVisible();
    await expect(page.getByText(/^Estás viendo los datos de/)).toHaveCount(0);
    await page.goto('/panel/credencial?socio=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Credencial digital' })).toBeVisible();
    await expect(page.getByText('María Laura González').first()).toBeVisible();

    expect(calls).toContain('GET /api/web/member/appointments');
    expect(calls.filter((call) => /reimbursements|\/family/.test(call))).toEqual([]);
  });
});

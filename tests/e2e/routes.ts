import type { Page } from '@playwright/test';
import { publicRoutes } from '../../scripts/sitemap.mjs';

/** Every route the site has: the sitemap's public pages (a new route file is covered by itself) and the others. */
export const PUBLIC_ROUTES = [...publicRoutes(), '/login', '/contacto?motivo=baja', '/contacto?motivo=arrepentimiento'];

/** The directories' print views: outside the sitemap, views of a search. */
export const PRINT_ROUTES = ['/cartilla-medica/imprimir?province_id=2&area_id=25', '/farmacias/imprimir?area_id=25'];

export const PANEL_ROUTES = [
  '/panel',
  '/panel/credencial',
  '/panel/grupo-familiar',
  '/panel/turnos',
  '/panel/laboratorios',
  '/panel/imagenes',
  '/panel/facturas',
  '/panel/reintegros',
  '/panel/reintegros/nuevo',
  '/panel/reintegros/R-000102',
  '/panel/autorizaciones',
  '/panel/medicamentos',
  '/panel/contacto',
  '/panel/tramites',
  '/panel/tramites/actualizacion-datos-personales',
  '/panel/tramites/pedido-credencial',
  '/panel/tramites/solicitud-informacion',
  '/panel/tramites/sugerencias-mejoras',
];

/** The print views open the browser's print dialog once their list is complete: here it does nothing. */
export async function skipPrintDialog(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {};
  });
}

import { site } from '@/config/site';
import type { PageMeta, PanelPageMeta } from '@/lib/page-head';

/** The panel's layout: its title until a page's own head, and the description every panel page shares. */
export const panelMeta: PageMeta = { title: 'Mi cuenta', description: `Portal de socios de ${site.brand}.` };

/**
 * Every panel screen's title (its h1 and its document title), written once. Route `head` functions are not
 * code-split, so this module stays small: no page code.
 */
export const memberMeta = {
  personalData: { title: 'Datos personales' },
  credential: { title: 'Credencial digital' },
  appointments: { title: 'Mis turnos' },
  laboratory: { title: 'Laboratorios' },
  imaging: { title: 'Imágenes' },
  invoices: { title: 'Facturas' },
  medications: { title: 'Medicamentos' },
  memberContact: { title: 'Contacto' },
  paperwork: { title: 'Trámites' },
  credentialRequest: { title: 'Pedido de credencial' },
  dataUpdate: { title: 'Actualización de datos personales' },
  informationRequest: { title: 'Solicitud de información' },
  suggestions: { title: 'Sugerencias y mejoras' },
} satisfies Record<string, PanelPageMeta>;

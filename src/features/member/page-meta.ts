import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/**
 * Every panel screen's title (its h1 and its document title) and description, written once. Route `head`
 * functions are not code-split, so this module stays small: no page code.
 */
export const memberMeta = {
  /** The panel's layout: what a panel address shows until its page's own head. */
  panel: { title: 'Mi cuenta', description: `Portal de socios de ${site.brand}.` },
  personalData: { title: 'Datos personales', description: 'Tus datos personales de socio.' },
  credential: { title: 'Credencial digital', description: 'Tu credencial de socio en el teléfono.' },
  appointments: { title: 'Mis turnos', description: 'Tus turnos médicos.' },
  laboratory: { title: 'Laboratorios', description: 'Tus resultados de laboratorio.' },
  imaging: { title: 'Imágenes', description: 'Tus estudios por imágenes.' },
  invoices: { title: 'Facturas', description: 'Tus facturas y pre facturas.' },
  medications: { title: 'Medicamentos', description: 'Formularios de medicamentos para descargar.' },
  memberContact: { title: 'Contacto', description: `Cómo comunicarte con ${site.brand}.` },
  paperwork: { title: 'Trámites', description: 'Trámites en línea para socios.' },
  credentialRequest: { title: 'Pedido de credencial', description: 'Pedí una nueva credencial de socio.' },
  dataUpdate: { title: 'Actualización de datos personales', description: 'Actualizá tus datos personales de socio.' },
  informationRequest: { title: 'Solicitud de información', description: 'Consultanos lo que necesites saber.' },
  suggestions: { title: 'Sugerencias y mejoras', description: 'Contanos cómo podemos mejorar.' },
} satisfies Record<string, PageMeta>;

import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/**
 * Every panel screen's title (its h1 and its document title) and description, written once. Route `head`
 * functions are not code-split, so this module stays small: no page code.
 */
export const personalDataMeta: PageMeta = { title: 'Datos personales', description: 'Tus datos personales de socio.' };
export const credentialMeta: PageMeta = {
  title: 'Credencial digital',
  description: 'Tu credencial de socio en el teléfono.',
};
export const appointmentsMeta: PageMeta = { title: 'Mis turnos', description: 'Tus turnos médicos.' };
export const laboratoryMeta: PageMeta = { title: 'Laboratorios', description: 'Tus resultados de laboratorio.' };
export const imagingMeta: PageMeta = { title: 'Imágenes', description: 'Tus estudios por imágenes.' };
export const invoicesMeta: PageMeta = { title: 'Facturas', description: 'Tus facturas y pre facturas.' };
export const medicationsMeta: PageMeta = {
  title: 'Medicamentos',
  description: 'Formularios de medicamentos para descargar.',
};
export const memberContactMeta: PageMeta = {
  title: 'Contacto',
  description: `Cómo comunicarte con ${site.brand}.`,
};
export const paperworkMeta: PageMeta = { title: 'Trámites', description: 'Trámites en línea para socios.' };
export const credentialRequestMeta: PageMeta = {
  title: 'Pedido de credencial',
  description: 'Pedí una nueva credencial de socio.',
};
export const dataUpdateMeta: PageMeta = {
  title: 'Actualización de datos personales',
  description: 'Actualizá tus datos personales de socio.',
};
export const informationRequestMeta: PageMeta = {
  title: 'Solicitud de información',
  description: 'Consultanos lo que necesites saber.',
};
export const suggestionsMeta: PageMeta = {
  title: 'Sugerencias y mejoras',
  description: 'Contanos cómo podemos mejorar.',
};

import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

const contactMeta = {
  title: 'Contacto',
  description: `Escribinos para asociarte, hacer una consulta o realizar un trámite en ${site.brand}. Teléfonos, dirección y formulario de contacto.`,
} as const;

/** The titles of the consumer-law requests (?motivo=…): their page's h1 and document title. */
export const cancellationTitles = {
  baja: 'Solicitud de baja',
  arrepentimiento: 'Solicitud de arrepentimiento',
} as const;

const cancellationDescription = `Pedí la baja de tu plan o revocá su contratación en ${site.brand}, sin ingresar al portal.`;

/** /contacto's title and description: the contact page's, or a consumer-law request's (?motivo=…). */
export function contactPageMeta(motivo: keyof typeof cancellationTitles | undefined): PageMeta {
  return motivo ? { title: cancellationTitles[motivo], description: cancellationDescription } : contactMeta;
}

import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/** The application pages' titles (h1 and document title) and descriptions, written once. */
export const jobMeta: PageMeta = {
  title: 'Trabajá con nosotros',
  description: `Sumate al equipo de ${site.brand}: dejanos tus datos, el puesto que te interesa y tu currículum.`,
};
export const authorisationsMeta: PageMeta = {
  title: 'Autorizaciones',
  description: 'Solicitá la autorización de estudios y prácticas.',
};

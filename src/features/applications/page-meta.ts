import { site } from '@/config/site';
import type { PageMeta, PanelPageMeta } from '@/lib/page-head';

/** The application pages' titles (h1 and document title), written once, and the public one's description. */
export const jobMeta: PageMeta = {
  title: 'Trabajá con nosotros',
  description: `Sumate al equipo de ${site.brand}: dejanos tus datos, el puesto que te interesa y tu currículum.`,
};
export const authorisationsMeta: PanelPageMeta = { title: 'Autorizaciones' };

import { site } from '@/config/site';
import type { PageMeta } from '@/lib/page-head';

/** The sign-in page's title (h1 and document title) and description, written once. */
export const loginMeta: PageMeta = {
  title: 'Ingreso de socios',
  description: `Ingresá al portal de socios de ${site.brand} con tu tipo y número de documento.`,
};

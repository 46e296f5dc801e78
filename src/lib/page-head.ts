import { site } from '@/config/site';

/** A page's own title and meta description. */
export type PageMeta = { title: string; description: string };

/** "Cartilla médica | Salud Plena": every page's document title. */
export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/** The router `head` of a page: unique title and meta description (and no indexing where asked). */
export function pageHead(meta: PageMeta, { noindex = false }: { noindex?: boolean } = {}) {
  return {
    meta: [
      { title: documentTitle(meta.title) },
      { name: 'description', content: meta.description },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  };
}

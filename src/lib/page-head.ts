import { env } from '@/config/env';
import { site } from '@/config/site';

/** A page's own title and meta description. */
export type PageMeta = { title: string; description: string };

/**
 * A panel page's title alone: the panel's description stands for all of them. They are behind sign-in and noindex,
 * so no search engine or link preview reads one (docs/decisions/where-the-product-is-silent.md).
 */
export type PanelPageMeta = { title: string };

/** "Cartilla médica | Salud Plena": every page's document title. */
export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/**
 * A page's public URL: the site's address and the page's path, without a trailing slash (search parameters are
 * views of a page, such as a directory's filters, not pages of their own).
 */
function pageUrl(path: string): string {
  return `${env.publicSiteUrl}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

type HeadOptions = {
  noindex?: boolean;
  /** The page's path, for its canonical link and `og:url`: the root route gives the deepest match's for every page. */
  path?: string;
};

/**
 * The router `head` of a page: unique title and meta description, the same for sharing (Open Graph), and no indexing
 * where asked. `<HeadContent />` renders the deepest route's tag of each name.
 */
export function pageHead(meta: PageMeta | PanelPageMeta, { noindex = false, path }: HeadOptions = {}) {
  const title = documentTitle(meta.title);
  const url = path === undefined ? undefined : pageUrl(path);
  const description = 'description' in meta ? meta.description : undefined;
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:title', content: title },
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { property: 'og:image', content: `${env.publicSiteUrl}/icons/og-image.png` },
      ...(url ? [{ property: 'og:url', content: url }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  };
}

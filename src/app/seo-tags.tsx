import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { env } from '@/config/env';

type MetaEntry = { title?: string; name?: string; content?: string } | undefined;

/** The current page's title and description: the deepest route that declares them in its `head` wins. */
function selectPageMeta(matches: ReadonlyArray<{ meta?: ReadonlyArray<MetaEntry> }>) {
  let title = '';
  let description = '';
  for (let i = matches.length - 1; i >= 0 && (!title || !description); i--) {
    for (const m of matches[i]?.meta ?? []) {
      if (!title && m?.title) title = m.title;
      if (!description && m?.name === 'description' && m.content) description = m.content;
    }
  }
  return `${title}\u0000${description}`;
}

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function withAttr(tag: string, name: string, value: string) {
  const element = document.createElement(tag);
  element.setAttribute(name, value);
  return element;
}

const meta = (property: string) => () => withAttr('meta', 'property', property);

/**
 * Canonical URL and Open Graph tags of the current page, from VITE_PUBLIC_SITE_URL, the path (no search params:
 * filters are not separate pages) and the route's own title and description (its `head`). index.html carries the
 * defaults for crawlers without JavaScript; this keeps one tag of each kind and updates it in place.
 */
export function SeoTags() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const pageMeta = useRouterState({ select: (s) => selectPageMeta(s.matches as never) });

  useEffect(() => {
    const [title, description] = pageMeta.split('\u0000');
    const url = `${env.publicSiteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
    setHeadTag('link[rel="canonical"]', () => withAttr('link', 'rel', 'canonical'), 'href', url);
    setHeadTag('meta[property="og:url"]', meta('og:url'), 'content', url);
    if (title) setHeadTag('meta[property="og:title"]', meta('og:title'), 'content', title);
    if (description) setHeadTag('meta[property="og:description"]', meta('og:description'), 'content', description);
    setHeadTag('meta[property="og:image"]', meta('og:image'), 'content', `${env.publicSiteUrl}/icons/og-image.png`);
  }, [pathname, pageMeta]);

  return null;
}

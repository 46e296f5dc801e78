import { site } from '@/config/site';
import type { PageMeta } from './types';

export function documentTitle(title: string): string {
  return `${title} | ${site.brand}`;
}

/** The router `head` of a content page: unique title and meta description. */
export function pageHead(meta: PageMeta) {
  return {
    meta: [{ title: documentTitle(meta.title) }, { name: 'description', content: meta.description }],
  };
}

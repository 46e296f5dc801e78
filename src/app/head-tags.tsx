import { useLayoutEffect } from 'react';
import { HeadContent } from '@tanstack/react-router';

/** The head tags that the routes' `head` gives every page (src/lib/page-head.ts). */
const PAGE_TAGS = [
  'title',
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property="og:url"]',
  'link[rel="canonical"]',
];

/** How to find a tag's kind in the head: its name, property or rel. */
function kindOf(tag: Element): string {
  if (tag.tagName === 'TITLE') return 'title';
  const [attribute] = ['name', 'property', 'rel'].filter((a) => tag.hasAttribute(a));
  return `${tag.tagName.toLowerCase()}[${attribute}="${tag.getAttribute(attribute!)}"]`;
}

// The page's tags as the HTML brought them (index.html's defaults, or a prerendered page's own), taken before React
// renders anything.
const fromHtml = [...document.head.querySelectorAll(PAGE_TAGS.join(','))];

/**
 * The page's head tags, from its routes' `head`. React adopts a tag of the HTML that equals one it renders, but adds
 * its own beside any other (index.html's defaults, a prerendered page rendered again for an address with a query):
 * those copies are removed once React's are in, so the head has one tag of each kind, and keeps it through
 * navigation.
 */
export function HeadTags() {
  useLayoutEffect(() => {
    for (const tag of fromHtml) {
      if (tag.isConnected && document.head.querySelectorAll(kindOf(tag)).length > 1) tag.remove();
    }
  }, []);
  return <HeadContent />;
}

import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PRERENDERED_ATTR, QUERIES_ID, RENDER_PRERENDERED_GLOBAL } from './boot-names';
import { isBareAddress } from './boot-rules';
import './boot-state';

/**
 * Prerendered pages (scripts/prerender/build.mjs) are React's own server rendering of the page's first screen, made at build time
 * in Chromium, with the reference lists it showed (provinces, services, specialties) written beside it. The app
 * hydrates that markup instead of rendering the page a second time.
 */

/**
 * The prerendered page to hydrate, if this visit can: the markup is the bare path's, so an address with search
 * parameters (a filtered directory, `?c60`, a search carried over from the prerendered form) is rendered by the
 * client instead (./boot.ts painted it as the address asks meanwhile). React does not repair differing attributes
 * when it hydrates (an accordion would stay closed while its state is open), so hydration is kept to visits whose
 * first render equals the markup.
 */
export function prerenderedRoot(): HTMLElement | null {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTR) || !root.firstElementChild || !isBareAddress(location.search)) return null;
  return root;
}

/**
 * The reference lists the prerendered page shows go into the cache before React hydrates it, so the first render
 * matches the markup. Returns the hashes of those queries, to be asked again once the page is live (the API stays
 * the source of truth; an unchanged answer changes nothing on screen).
 */
export function restorePrerenderedQueries(queryClient: QueryClient): string[] {
  const script = document.getElementById(QUERIES_ID);
  if (!script?.textContent) return [];
  try {
    const state = JSON.parse(script.textContent);
    hydrate(queryClient, state);
    return (state.queries ?? []).map((query: { queryHash: string }) => query.queryHash);
  } catch {
    return []; // unreadable: the page renders its lists from the API as usual
  }
}

/** The scripts loaded so far (the build declares them in the page's head as its first screen's modules). */
export function loadedScripts(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
}

/**
 * Build time only (scripts/prerender/build.mjs): renders the page to HTML with react-dom/server, with its cached lists and the
 * scripts its first screen needed (loaded before React started).
 */
export function offerPrerendering(app: ReactNode, queryClient: QueryClient, scripts: string[]) {
  window[RENDER_PRERENDERED_GLOBAL] = async () => {
    const { renderToString } = await import('react-dom/server');
    return { html: renderToString(app), queries: JSON.stringify(dehydrate(queryClient)), scripts };
  };
}

/** Calls `then` once the app owns the prerendered page (./page-taken-over.tsx), or at once on any other page. */
export function whenAppOwnsPage(then: () => void) {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTR)) return then();
  new MutationObserver((_, observer) => {
    if (root.hasAttribute(PRERENDERED_ATTR)) return;
    observer.disconnect();
    then();
  }).observe(root, { attributes: true, attributeFilter: [PRERENDERED_ATTR] });
}

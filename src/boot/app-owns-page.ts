import { useEffect } from 'react';
import { PRERENDERED_ATTR } from './boot-names';

/**
 * The one owner of "the app owns the page" (./README.md, step 6). React hydrates the route's page (inside the
 * router's Suspense boundary) in a pass of its own after the root has committed; the page is React's once that pass
 * has committed, which its h1 reports (`markPageCommitted`, from PageTitle). Then, and only here, #root loses its
 * mark: the e2e tests and `npm run tap-ready` see the app answer, and the app hears it through `onAppOwnsPage`
 * (src/main.tsx then replays the caught taps and starts the work after the first screen).
 */

/** A page without a title is taken over this long after the root has committed. */
const PAGE_HYDRATION_LIMIT_MS = 3000;

let pageCommitted = false;
const committedListeners = new Set<() => void>();

let owned = false;
const ownedListeners = new Set<() => void>();

/**
 * The route's page has been committed by React: its h1 (PageTitle, on every page) calls this from a layout effect.
 * Its fibers carrying React's keys is not enough: React claims the markup while it renders, and a click on a page
 * that is rendered but not yet committed finds no handler.
 */
export function markPageCommitted() {
  pageCommitted = true;
  for (const listener of committedListeners) listener();
}

/** Calls `listener` once the route's page has committed (at once if it has); returns the unsubscribe. */
export function whenPageCommitted(listener: () => void): () => void {
  if (pageCommitted) {
    listener();
    return () => {};
  }
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

/** Calls `listener` once the app owns the prerendered page, or at once on any other page (or once it does). */
export function onAppOwnsPage(listener: () => void) {
  if (owned || !document.getElementById('root')?.hasAttribute(PRERENDERED_ATTR)) listener();
  else ownedListeners.add(listener);
}

function takeOverPage() {
  if (owned) return;
  owned = true;
  document.getElementById('root')?.removeAttribute(PRERENDERED_ATTR);
  for (const listener of ownedListeners) listener();
  ownedListeners.clear();
}

/**
 * Rendered beside the app (./prerendered-page.ts): once the root has committed, it takes the page over when the
 * route's page has committed, or after PAGE_HYDRATION_LIMIT_MS. Renders nothing.
 */
export function AppTakesPageOver() {
  useEffect(() => {
    const timer = setTimeout(takeOverPage, PAGE_HYDRATION_LIMIT_MS);
    const unsubscribe = whenPageCommitted(takeOverPage);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return null;
}

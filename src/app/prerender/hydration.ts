import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether this render must produce the prerendered markup (src/app/prerender/README.md): while the build renders it
 * (`renderingPrerenderedMarkup`) and while React hydrates it, from the start of hydration until the app owns the
 * route's page or the visitor has moved on to another address. Not until the root commits: React hydrates the
 * route's page (inside a Suspense boundary) in a pass of its own after that, and a form or list that mounts then
 * must still render as the markup has it (React does not repair attributes when it hydrates: a form would stay
 * inert). The app sets it (./page-taken-over.tsx, src/main.tsx).
 */
let prerendering = false;
let hydrating = false;

export function renderingPrerenderedMarkup() {
  prerendering = true;
}

export function startHydrating() {
  hydrating = true;
}

export function endHydrating() {
  hydrating = false;
}

let pageCommitted = false;
const pageListeners = new Set<() => void>();

/**
 * The route's page has been committed by React: its h1 (PageTitle, on every page) calls this from a layout effect.
 * Its fibers carrying React's keys is not enough: React claims the markup while it renders, and a click on a page
 * that is rendered but not yet committed finds no handler.
 */
export function markPageCommitted() {
  pageCommitted = true;
  for (const listener of pageListeners) listener();
}

/** Calls `listener` once the route's page has committed (at once if it has); returns the unsubscribe. */
export function whenPageCommitted(listener: () => void): () => void {
  if (pageCommitted) {
    listener();
    return () => {};
  }
  pageListeners.add(listener);
  return () => pageListeners.delete(listener);
}

/**
 * False while the markup is prerendered or hydrated (it was made without API answers), true from a render after it,
 * and always true in a page React rendered itself. A view of data the prerendered page could not have (search
 * results) shows its loading state until then, and a form stays inert, so hydration finds the markup it expects.
 *
 * The switch is a transition, not an external store: React re-renders a store that differs from its server
 * snapshot synchronously right after hydration, in one long task; a transition renders in small slices.
 */
export function useHydrationDone(): boolean {
  const [done, setDone] = useState(() => !prerendering && !hydrating);
  useEffect(() => {
    if (!prerendering && !done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}

const noSubscription = () => () => {};

/**
 * A form's props until React has hydrated it: inert (a native submit would put what was typed in the address) and
 * marked busy, and shown as not ready yet (global.css). React's server snapshot is what the prerender renders and
 * what every hydration pass reads, however late (a form in a closed section hydrates last), so the markup always
 * matches and React itself then drops both attributes. The directories' GET search forms work without the app and
 * do not use it.
 */
export function useInertUntilHydrated(): { inert?: boolean; 'aria-busy'?: boolean } {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? {} : { inert: true, 'aria-busy': true };
}

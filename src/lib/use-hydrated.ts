import { startTransition, useEffect, useState } from 'react';

/**
 * True from the start of hydration (src/main.tsx) until a view that asks has mounted, or the visitor has moved on
 * to another address. Not until the root commits: React hydrates the route's page (inside a Suspense boundary) in a
 * pass of its own after that.
 */
let hydrating = false;

export function startHydrating() {
  hydrating = true;
}

export function endHydrating() {
  hydrating = false;
}

/** The render that makes the markup (scripts/prerender.mjs) and the render that hydrates it see the same. */
const matchesPrerenderedMarkup = () => hydrating || window.__PRERENDER__ === true;

/**
 * False while React hydrates a prerendered page (the markup was made without API answers), true from a render after
 * it, and always true in a page React rendered itself. A view of data the prerendered page could not have (search
 * results) shows its loading state until then, so hydration finds the markup it expects.
 *
 * The switch is a transition, not an external store: React re-renders a store that differs from its server
 * snapshot synchronously right after hydration, in one long task; a transition renders in small slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !matchesPrerenderedMarkup());
  useEffect(() => {
    endHydrating();
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

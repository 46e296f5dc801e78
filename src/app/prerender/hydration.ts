import {
  createElement,
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * Whether this render must produce the prerendered markup (src/app/prerender/README.md): while the build renders it
 * (`renderingPrerenderedMarkup`), and in every render that hydrates it, however late: React hydrates the route's page
 * (inside the router's Suspense boundary) in a pass of its own after the root commits, and each `HydrateLater` part
 * after that. A list or form that React hydrates must render as the markup has it (React does not repair attributes
 * when it hydrates: a form would stay inert). The build sets it (src/main.tsx); hydration is React's own to tell.
 */
let prerendering = false;

export function renderingPrerenderedMarkup() {
  prerendering = true;
}

const noSubscription = () => () => {};

/**
 * True in a render that hydrates markup, false in one that React renders itself: React reads a store's server
 * snapshot while it hydrates, and only then.
 */
function useHydratingThis(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A part of a prerendered page that React hydrates after the rest: a Suspense boundary, which React leaves as it is
 * while it hydrates everything around it and takes up in a pass of its own ("no rush": the markup already shows the
 * right content). The page is taken over (the signal that it answers taps, ./page-taken-over.tsx) without waiting
 * for it; a tap or a change on it in the meantime makes React hydrate it at once, then handle the event. It renders
 * nothing else, and in a page React renders itself it changes nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, children);
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
 * and always true in a view React rendered itself. A view of data the prerendered page could not have (search
 * results) shows its loading state until then, so hydration finds the markup it expects.
 *
 * The switch is a transition: it renders the data in small slices, not in the one synchronous task in which React
 * re-renders a store that differs from its server snapshot (that re-render, right after this view hydrates, changes
 * nothing on screen).
 */
export function useHydrationDone(): boolean {
  const hydratingThis = useHydratingThis();
  const [done, setDone] = useState(() => !prerendering && !hydratingThis);
  useEffect(() => {
    if (!prerendering && !done) startTransition(() => setDone(true));
  }, [done]);
  return done;
}

/**
 * A form's props until React has hydrated it: inert (a native submit would put what was typed in the address) and
 * marked busy, and shown as not ready yet (global.css). React's server snapshot is what the prerender renders and
 * what every hydration pass reads, however late (a form in a closed section hydrates last), so the markup always
 * matches and React itself then drops both attributes. The directories' GET search forms work without the app and
 * do not use it.
 */
export function useInertUntilHydrated(): { inert?: boolean; 'aria-busy'?: boolean } {
  return useHydratingThis() ? { inert: true, 'aria-busy': true } : {};
}

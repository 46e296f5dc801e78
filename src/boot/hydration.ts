import {
  createElement,
  startTransition,
  Suspense,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenPageCommitted } from './app-owns-page';

/**
 * Whether this render must produce the prerendered markup (src/boot/README.md): while the build renders it
 * (`renderingPrerenderedMarkup`), and in every render that hydrates it, however late: React hydrates the route's page
 * (inside the router's Suspense boundary) in a pass of its own after the root commits, and each `HydrateLater` part
 * after that. A list or form that React hydrates must render as the markup has it (React does not repair attributes
 * when it hydrates: a form would stay inert). The build sets it (./prerendered-page.ts); hydration is React's own to tell.
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
 * right content). The page is taken over (the signal that it answers taps, ./app-owns-page.ts) without waiting
 * for it; a tap or a change on it in the meantime makes React hydrate it at once, then handle the event. It renders
 * nothing else, and in a page React renders itself it changes nothing.
 *
 * `near`, for a part beside the page rather than in it (the footer): a selector of the part's own element in the
 * markup. React would hydrate such a part in the page's own pass, before the app takes the page over; with `near`
 * it waits until the page has committed and then until the element comes within a screen of the viewport, is
 * pressed or focused, or the browser is idle (`whenNear`). Should the app move to another page first, the markup
 * (made for the first one: its link to it marked current) is rendered anew instead of hydrated.
 */
export function HydrateLater({ children, near }: { children: ReactNode; near?: string }) {
  return createElement(
    Suspense,
    { fallback: null },
    near ? createElement(WaitUntilNear, { selector: near }) : null,
    children,
  );
}

/** The path the prerendered markup was made for: the page's address when the app started. */
const markupPath = typeof location === 'undefined' ? '' : location.pathname;

/**
 * In a render that hydrates the markup, suspends until `whenNear(selector)`; renders nothing. An error thrown while
 * React hydrates a Suspense boundary makes it render that part on the client instead (a recoverable error, not
 * logged in production: ./prerendered-page.ts), which is what markup of another page needs.
 */
function WaitUntilNear({ selector }: { selector: string }) {
  const hydrating = useHydratingThis() && !prerendering;
  // `use` in every render, as React requires of a component that suspended on it.
  use(hydrating ? whenNear(selector) : settled);
  if (hydrating && location.pathname !== markupPath) {
    throw new Error(`${selector}: markup of ${markupPath}`);
  }
  return null;
}

/** A promise that React's `use` reads at once once it is settled (its `status`, as React itself marks them). */
type Gate = Promise<void> & { status?: string };

const gates = new Map<string, Gate>();

const settled: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' });

/**
 * Settles once the route's page has committed and then the element `selector` finds comes within a screen's height
 * of the viewport, is pressed, clicked or focused (the visitor is there: React hydrates the part before the event
 * reaches it), or the browser is idle, whichever comes first. Without such an element, or IntersectionObserver,
 * once the page has committed.
 */
function whenNear(selector: string): Promise<void> {
  const known = gates.get(selector);
  if (known) return known;
  let resolve!: () => void;
  const gate: Gate = new Promise<void>((settle) => {
    resolve = settle;
  });
  gates.set(selector, gate);
  const done = new AbortController();
  let observer: IntersectionObserver | undefined;
  const open = () => {
    if (done.signal.aborted) return;
    done.abort();
    observer?.disconnect();
    gate.status = 'fulfilled';
    resolve();
  };
  whenPageCommitted(() => {
    const element = document.querySelector(selector);
    if (!element || !('IntersectionObserver' in window)) return open();
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    // On the document, ahead of React's own listeners (on #root): a click that ./boot.ts replays counts too.
    const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
    for (const type of ['pointerdown', 'focusin', 'click']) {
      document.addEventListener(type, onEvent, { capture: true, signal: done.signal });
    }
    if ('requestIdleCallback' in window) requestIdleCallback(open);
    else setTimeout(open, 1);
  });
  return gate;
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

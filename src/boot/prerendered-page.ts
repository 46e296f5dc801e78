import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createElement, Fragment, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTakesPageOver, onAppOwnsPage } from './app-owns-page';
import { PRERENDERED_ATTR, QUERIES_ID, RENDER_PRERENDERED_GLOBAL } from './boot-names';
import { isBareAddress } from './boot-rules';
import { bootState, isPrerenderingBuild, type EarlyAnswer } from './boot-state';
import { earlyAnswersOf } from './early-answers';
import { renderingPrerenderedMarkup } from './hydration';
import { carryOverSearchFormChanges } from './search-form-changes';

/**
 * Prerendered pages (scripts/prerender/build.mjs) are React's own server rendering of the page's first screen, made at
 * build time in Chromium, with the reference lists it showed (provinces, services, specialties) written beside it.
 * The app hydrates that markup instead of rendering the page a second time (./README.md, step 5).
 */

/** The page the app starts on, as the build and the inline scripts left it. */
export type PrerenderedPage = {
  /** #root to hydrate, or null where the app renders the page itself (no markup, or an address with a query). */
  root: HTMLElement | null;
  /** The early answers for the HTTP client, each URL's once (./early-answers.ts). */
  takeEarlyAnswer: (url: string) => EarlyAnswer | undefined;
  /** The build's prerendering browser (scripts/prerender/build.mjs): the app offers its rendering instead. */
  building: boolean;
};

/**
 * Step 1 of the start-up (src/main.tsx): a filter changed on the prerendered form before the app ran becomes the
 * address the app starts from, then what the page holds for the app is read.
 */
export function adoptPrerenderedPage(): PrerenderedPage {
  carryOverSearchFormChanges();
  return {
    root: prerenderedRoot(),
    takeEarlyAnswer: earlyAnswersOf(bootState()?.early ?? {}),
    building: isPrerenderingBuild(),
  };
}

/**
 * The reference lists the prerendered page shows go into the cache before React hydrates it, so the first render
 * matches the markup. The API stays the source of truth: they are asked for again once the app owns the page (an
 * unchanged answer changes nothing on screen).
 */
export function restorePageQueries(queryClient: QueryClient, page: PrerenderedPage) {
  if (!page.root) return;
  const restored = restorePrerenderedQueries(queryClient);
  if (restored.length > 0) {
    onAppOwnsPage(() => void queryClient.invalidateQueries({ predicate: (q) => restored.includes(q.queryHash) }));
  }
}

/** The first render waits for the route (its chunk and loader), so it matches a prerendered page. */
export async function loadRoute(router: { load: () => Promise<unknown> }) {
  try {
    await router.load();
  } catch {
    // The router shows its own error page once rendered.
  }
}

/**
 * What React renders, in the build and in the browser alike: the app and, beside it, `AppTakesPageOver`, the signal
 * that the app owns the page (./app-owns-page.ts). It must be the same element in both: React's ids (`useId`) follow
 * each component's place in the tree, and where they differ the markup's `aria-controls` and label `for` point at
 * elements the hydrated page no longer has.
 */
function pageElement(app: ReactNode) {
  return createElement(Fragment, null, app, createElement(AppTakesPageOver));
}

/** Renders the app: hydrates the prerendered markup, or renders where there is none to adopt. */
export function renderApp(app: ReactNode, page: PrerenderedPage) {
  const element = pageElement(app);
  // A transition lets React work in small slices (the page stays on screen and answers input meanwhile).
  startTransition(() => {
    if (page.root) {
      // Hydrate: the markup is React's own, so React adopts it instead of rendering the page again. Where it differs
      // (a member signed in on another page, a list that answered early), React renders that part on the client, as
      // it would have anyway: not an error for the visitor, so not logged as one (the e2e tests check that a
      // signed-out visit keeps the prerendered elements).
      hydrateRoot(page.root, element, {
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) console.warn('Hydration fell back to a client render:', error);
        },
      });
    } else {
      createRoot(document.getElementById('root')!).render(element);
    }
  });
}

/**
 * The taps and changes caught before the app owned the page, replayed on it (./boot.ts), in a microtask: the app
 * hears that it owns the page inside React's commit (the page's h1 reports it from a layout effect), where React
 * cannot hydrate a part on a click (the footer, hydrated later: ./hydration.ts), so it would let the browser follow a
 * replayed link as a new page load. Once the commit is over, React hydrates that part and handles the click itself.
 */
export function replayCaughtInputs() {
  queueMicrotask(() => bootState()?.replay?.());
}

/** Runs `work` once the browser is idle, so that it never competes with the first screen's code. */
export function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work);
  else setTimeout(work, 1);
}

/**
 * `scheduler.yield()` lets input and rendering in, then resumes ahead of other waiting tasks (Chromium, Firefox);
 * elsewhere a new task.
 */
export const nextTask = (): Promise<void> =>
  globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The prerendered page to hydrate, if this visit can: the markup is the bare address's, so an address with search
 * parameters (a filtered directory, `?c60`, a search carried over from the prerendered form) is rendered by the
 * client instead (./boot.ts painted it as the address asks meanwhile). React does not repair differing attributes
 * when it hydrates (an accordion would stay closed while its state is open), so hydration is kept to visits whose
 * first render equals the markup.
 */
function prerenderedRoot(): HTMLElement | null {
  const root = document.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTR) || !root.firstElementChild || !isBareAddress(location.search)) return null;
  return root;
}

/**
 * The reference lists the prerendered page shows go into the cache before React hydrates it, so the first render
 * matches the markup. Returns the hashes of those queries.
 */
function restorePrerenderedQueries(queryClient: QueryClient): string[] {
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
function loadedScripts(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
}

/**
 * Build time only (scripts/prerender/build.mjs), once the route has loaded and before React starts: the build may
 * then render the page to HTML with react-dom/server, with its cached lists and the scripts its first screen needed
 * (those loaded so far).
 */
export function offerPrerendering(app: ReactNode, queryClient: QueryClient) {
  renderingPrerenderedMarkup();
  const scripts = loadedScripts();
  window[RENDER_PRERENDERED_GLOBAL] = async () => {
    const { renderToString } = await import('react-dom/server');
    return { html: renderToString(pageElement(app)), queries: JSON.stringify(dehydrate(queryClient)), scripts };
  };
}

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

/** What the app is made of, as the start-up needs it: its query cache and its router (anything else is the app's). */
type StartedApp = { queryClient: QueryClient; router: { load: () => Promise<unknown> } };

/** What src/main.tsx hands the start-up: the app's parts, which src/boot itself cannot import. */
export type AppStart<App extends StartedApp> = {
  /** The HTTP client's way in for the early answers (src/lib/early-answers.ts). */
  answerEarlyFrom: (take: (url: string) => EarlyAnswer | undefined) => void;
  /** Makes the app (session wiring, query cache, router) from the address, once it is final. */
  create: () => App;
  /** The app's element. */
  render: (app: App) => ReactNode;
  /** Runs once the app owns the page and the browser is idle, so it never competes with the first screen's code. */
  afterFirstScreen: (app: App) => void;
};

/**
 * Starts the app on this page, whether the build prerendered it or not, and is the start-up's one entry: it hands the
 * early answers to the HTTP client, starts from a filter changed before the app ran, fills the cache with the page's
 * reference lists, loads the route, and hydrates the markup (or renders the page where there is none to adopt, or
 * offers the build its rendering). Cut into tasks of its own (the modules' evaluation already was one long task), so
 * a tap or a key press in between is answered.
 */
export async function adoptPrerenderedPage<App extends StartedApp>(start: AppStart<App>) {
  await nextTask();
  const building = isPrerenderingBuild();
  const boot = bootState();
  if (boot) start.answerEarlyFrom(earlyAnswersOf(boot.early));
  carryOverSearchFormChanges();
  const prerendered = prerenderedRoot();
  const app = start.create();
  const { queryClient, router } = app;
  const restored = prerendered ? restorePrerenderedQueries(queryClient) : [];
  // The API stays the source of truth: the lists the page came with are asked for again (an unchanged answer changes
  // nothing on screen).
  if (restored.length > 0) {
    onAppOwnsPage(() => void queryClient.invalidateQueries({ predicate: (q) => restored.includes(q.queryHash) }));
  }
  if (!building) {
    const later = () => start.afterFirstScreen(app);
    onAppOwnsPage(() => ('requestIdleCallback' in window ? requestIdleCallback(later) : setTimeout(later, 1)));
  }
  await nextTask();
  // The first render waits for the route (its chunk and loader), so it matches a prerendered page.
  try {
    await router.load();
  } catch {
    // The router shows its own error page once rendered.
  }
  const firstScreenScripts = building ? loadedScripts() : [];
  // The route's chunk was evaluated in this task: React starts in the next one.
  await nextTask();
  const element = createElement(Fragment, null, start.render(app), createElement(AppTakesPageOver));
  if (building) {
    renderingPrerenderedMarkup();
    offerPrerendering(element, queryClient, firstScreenScripts);
  }
  // A transition lets React work in small slices (the page stays on screen and answers input meanwhile).
  startTransition(() => {
    if (prerendered) {
      // Hydrate: the markup is React's own, so React adopts it instead of rendering the page again. Where it differs
      // (a member signed in on another page, a list that answered early), React renders that part on the client, as
      // it would have anyway: not an error for the visitor, so not logged as one (the e2e tests check that a
      // signed-out visit keeps the prerendered elements).
      hydrateRoot(prerendered, element, {
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
 * `scheduler.yield()` lets input and rendering in, then resumes ahead of other waiting tasks (Chromium, Firefox);
 * elsewhere a new task.
 */
const nextTask = (): Promise<void> =>
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
 * Build time only (scripts/prerender/build.mjs): renders the page to HTML with react-dom/server, with its cached
 * lists and the scripts its first screen needed (loaded before React started).
 */
function offerPrerendering(app: ReactNode, queryClient: QueryClient, scripts: string[]) {
  window[RENDER_PRERENDERED_GLOBAL] = async () => {
    const { renderToString } = await import('react-dom/server');
    return { html: renderToString(app), queries: JSON.stringify(dehydrate(queryClient)), scripts };
  };
}

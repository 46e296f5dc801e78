import { startErrorTracker } from './lib/error-tracker';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { connectSessionToApi, createAppQueryClient } from './app/query-client';
import { carryOverSearchFormChanges } from './app/prerender/search-form-changes';
import {
  loadedScripts,
  offerPrerendering,
  prerenderedRoot,
  restorePrerenderedQueries,
  whenAppOwnsPage,
} from './app/prerender/prerendered-page';
import { bootState, isPrerenderingBuild } from './app/prerender/boot-queue';
import { PrerenderedPageTakenOver } from './app/prerender/page-taken-over';
import { acceptEarlyAnswers } from './app/prerender/early-answers';
import { renderingPrerenderedMarkup } from './app/prerender/hydration';
import { isMissingModule, noteGoneModule, reloadIntoNewRelease } from './lib/stale-release';

// First, so that a failure of the start itself reaches the error tracker (when one is configured).
startErrorTracker();

async function startMockApi() {
  // `npm run dev` talks to the msw worker; builds talk to a real HTTP API (or the mock server).
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

// The service worker and the field vitals (src/app/after-start.ts): once the app answers and the browser is idle, so
// they never compete with the first screen's code.
function startAfterFirstScreen(router: ReturnType<typeof createAppRouter>) {
  const start = () => void import('./app/after-start').then((m) => m.startAfterFirstScreen(router));
  whenAppOwnsPage(() => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1)));
}

/**
 * A code file of this release that a new one removed (Vite's `vite:preloadError`: a chunk or its CSS) reloads the page
 * into the new release (src/lib/stale-release.ts) while a navigation waits for it. A route preloaded on hover does
 * not: the navigation, if it comes, meets the same missing file. A gone module is marked handled (`preventDefault`,
 * Vite's way): its import gives nothing, so the router never sees the failure and never reloads the page by itself
 * (it would, once per error message, outside our once-per-release guard and ahead of a new service worker). What
 * fails on it instead shows the error page, which names the gone module (`missingCodeBehind`).
 */
function reloadWhenCodeIsGone(router: ReturnType<typeof createAppRouter>) {
  router.subscribe('onBeforeNavigate', () => noteGoneModule());
  window.addEventListener('vite:preloadError', (event) => {
    if (router.state.status !== 'pending') return;
    const { payload } = event as Event & { payload?: unknown };
    if (isMissingModule(payload)) {
      event.preventDefault();
      noteGoneModule(payload);
    }
    reloadIntoNewRelease();
  });
}

// `scheduler.yield()` lets input and rendering in, then resumes ahead of other waiting tasks (Chromium, Firefox);
// elsewhere a new task.
const nextTask = (): Promise<void> =>
  globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));

async function startApp() {
  await startMockApi();
  // Evaluating the modules above is one long task already; the start is cut into tasks of its own (the router, the
  // route's loading, React), so a tap or a key press in between is answered.
  await nextTask();
  connectSessionToApi();
  const boot = bootState();
  if (boot) acceptEarlyAnswers(boot.early);
  carryOverSearchFormChanges();
  const prerendered = prerenderedRoot();
  const queryClient = createAppQueryClient();
  const restored = prerendered ? restorePrerenderedQueries(queryClient) : [];
  const router = createAppRouter(queryClient);
  reloadWhenCodeIsGone(router);
  if (!isPrerenderingBuild()) startAfterFirstScreen(router);
  await nextTask();
  // The first render waits for the route (its chunk and loader), so it matches a prerendered page.
  try {
    await router.load();
  } catch {
    // The router shows its own error page once rendered.
  }
  const firstScreenScripts = isPrerenderingBuild() ? loadedScripts() : [];
  // The route's chunk was evaluated in this task: React starts in the next one.
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <PrerenderedPageTakenOver queryClient={queryClient} restored={restored} />
      </AppProviders>
    </StrictMode>
  );
  if (isPrerenderingBuild()) {
    renderingPrerenderedMarkup();
    offerPrerendering(app, queryClient, firstScreenScripts);
  }
  // A transition lets React work in small slices (the page stays on screen and answers input meanwhile).
  startTransition(() => {
    if (prerendered) {
      // Hydrate: the markup is React's own (scripts/prerender/build.mjs), so React adopts it instead of rendering the
      // page again. Where it differs (a member signed in on another page, a list that answered early), React renders
      // that part on the client, as it would have anyway: not an error for the visitor, so not logged as one (the e2e
      // tests check that a signed-out visit keeps the prerendered elements).
      hydrateRoot(prerendered, app, {
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) console.warn('Hydration fell back to a client render:', error);
        },
      });
    } else {
      createRoot(document.getElementById('root')!).render(app);
    }
  });
}

void startApp();

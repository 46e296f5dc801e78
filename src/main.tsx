import { startErrorTracker } from './lib/error-tracker';
import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { connectSessionToApi, createAppQueryClient } from './app/query-client';
import { adoptPrerenderedPage } from './boot/prerendered-page';
import { answerEarlyFrom } from './lib/early-answers';
import { isMissingModule, noteGoneModule, reloadIfCodeIsGone } from './lib/stale-release';

// First, so that a failure of the start itself reaches the error tracker (when one is configured).
startErrorTracker();

async function startMockApi() {
  // `npm run dev` talks to the msw worker; builds talk to a real HTTP API (or the mock server).
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

// The service worker and the field vitals (src/app/after-start.ts): once the app answers and the browser is idle
// (adoptPrerenderedPage), so they never compete with the first screen's code.
function startAfterFirstScreen(router: ReturnType<typeof createAppRouter>) {
  void import('./app/after-start').then((m) => m.startAfterFirstScreen(router));
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
    // Only a file the server no longer has (a 404) means a new release; offline the error page says so and waits.
    void reloadIfCodeIsGone(payload);
  });
}

async function startApp() {
  await startMockApi();
  // The start-up (src/boot/README.md): this page's markup adopted, or the app rendered where there is none.
  await adoptPrerenderedPage({
    answerEarlyFrom,
    create() {
      connectSessionToApi();
      const queryClient = createAppQueryClient();
      const router = createAppRouter(queryClient);
      reloadWhenCodeIsGone(router);
      return { queryClient, router };
    },
    render: ({ queryClient, router }) => (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    ),
    afterFirstScreen: ({ router }) => startAfterFirstScreen(router),
  });
}

void startApp();

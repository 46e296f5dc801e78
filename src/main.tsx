import { startErrorTracker } from './lib/error-tracker';
import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { connectSessionToApi, createAppQueryClient } from './app/query-client';
import {
  adoptPrerenderedPage,
  loadRoute,
  nextTask,
  offerPrerendering,
  renderApp,
  replayCaughtInputs,
  restorePageQueries,
  whenIdle,
} from './boot/prerendered-page';
import { onAppOwnsPage } from './boot/app-owns-page';
import { answerEarlyFrom } from './lib/early-answers';
import { reloadWhenCodeIsGone } from './app/reload-when-code-is-gone';

// First, so that a failure of the start itself reaches the error tracker (when one is configured).
startErrorTracker();
void start();

/**
 * The start-up, in the order it happens (src/boot/README.md tells each step's why). Each `nextTask` ends a task, so a
 * tap or a key press in between is answered.
 */
async function start() {
  await startMockApi();
  await nextTask();
  // 1. Adopt the prerendered page: a filter changed before the app ran becomes the address; its markup to hydrate.
  const page = adoptPrerenderedPage();
  // 2. The answers the page's inline script already asked for go to the HTTP client.
  answerEarlyFrom(page.takeEarlyAnswer);
  // 3. The query client and the router, from the final address; the lists the markup shows go into the cache.
  connectSessionToApi();
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  reloadWhenCodeIsGone(router);
  restorePageQueries(queryClient, page);
  await nextTask();
  await loadRoute(router);
  // 4. Render, in the next task (the route's chunk was evaluated in this one). The build takes its rendering instead.
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (page.building) offerPrerendering(app, queryClient);
  await nextTask();
  renderApp(app, page);
  // 5. Once the app owns the page (src/boot/app-owns-page.ts), the taps and changes caught before are replayed.
  onAppOwnsPage(replayCaughtInputs);
  // 6. Then, when the browser is idle, the service worker and the field vitals (src/app/after-start.ts).
  if (!page.building) {
    onAppOwnsPage(() => whenIdle(() => void import('./app/after-start').then((m) => m.startAfterFirstScreen(router))));
  }
}

async function startMockApi() {
  // `npm run dev` talks to the msw worker; builds talk to a real HTTP API (or the mock server).
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

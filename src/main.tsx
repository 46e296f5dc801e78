import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { connectSessionToApi, createAppQueryClient } from './app/query-client';
import { carryOverPrerenderedSearchForm } from './app/prerendered-search-form';

async function startMockApi() {
  // `npm run dev` talks to the msw worker; builds talk to a real HTTP API (or the mock server).
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

// The service worker: production builds only, after the page has loaded (it never competes with the first paint).
function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./app/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Once the app has replaced a prerendered page, #root loses its mark (the e2e tests wait for it to interact). */
function PrerenderedPageReplaced() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startApp() {
  await startMockApi();
  // Evaluating the modules above is one long task already; the router and the first route's loaders start in the
  // next one, so a tap or a key press in between is answered.
  await nextTask();
  connectSessionToApi();
  carryOverPrerenderedSearchForm();
  const queryClient = createAppQueryClient();
  const router = createAppRouter(queryClient);
  // The first render waits for the route (its chunk and loader): a prerendered page (scripts/prerender.mjs) stays
  // on screen until the app can replace it with the same page, with no loader or layout shift in between.
  try {
    await router.load();
  } catch {
    // The router shows its own error page once rendered.
  }
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render in small slices (the prerendered page stays on screen meanwhile), so the first
  // render is not one long task either.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          <PrerenderedPageReplaced />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void startApp();
startServiceWorker();

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

async function startMockApi() {
  // `npm run dev` talks to the msw worker; builds talk to a real HTTP API (or the mock server).
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'off') {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
}

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The service worker: production builds only, after the page has loaded (it never competes with the first paint).
function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./app/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The first render waits for the route (its chunk and loader): a prerendered page (scripts/prerender.mjs) stays on
// screen until the app can replace it with the same page, with no loader or layout shift in between.
async function loadFirstRoute() {
  try {
    await router.load();
  } catch {
    // The router shows its own error page once rendered.
  }
}

void startMockApi()
  .then(loadFirstRoute)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition lets React render in small slices (the prerendered page stays on screen meanwhile), so the
    // first render is not one long task that blocks input.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
startServiceWorker();

import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { endHydrating } from '@/lib/hydration';

/**
 * React hydrates the route's page (inside the router's Suspense boundary) in a pass of its own after the root has
 * committed; the page is React's once its first element carries React's fiber. (The only place the app looks at
 * React's internals: a missing key just means waiting for the time limit.)
 */
function pageHydrated(): boolean {
  const page = document.querySelector('#contenido > *');
  return !page || Object.keys(page).some((key) => key.startsWith('__reactFiber$'));
}
const PAGE_HYDRATION_LIMIT_MS = 3000;

/**
 * Once the app owns the page: #root loses its mark, which tells ./boot.js to replay the taps it caught (and the
 * e2e tests and `npm run tap-ready` that the app answers), and the reference lists the page came with are asked for
 * again from the API.
 */
export function PrerenderedPageTakenOver({ queryClient, restored }: { queryClient: QueryClient; restored: string[] }) {
  useEffect(() => {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const takeOver = () => {
      if (!pageHydrated() && performance.now() - started < PAGE_HYDRATION_LIMIT_MS) {
        timer = setTimeout(takeOver, 5);
        return;
      }
      endHydrating();
      document.getElementById('root')?.removeAttribute('data-prerendered');
      if (restored.length > 0) {
        void queryClient.invalidateQueries({ predicate: (query) => restored.includes(query.queryHash) });
      }
    };
    takeOver();
    return () => clearTimeout(timer);
  }, [queryClient, restored]);
  return null;
}

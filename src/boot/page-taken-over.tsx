import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BOOT_PENDING_ATTR, PRERENDERED_ATTR } from './boot-names';
import { whenPageCommitted } from './hydration';

/**
 * React hydrates the route's page (inside the router's Suspense boundary) in a pass of its own after the root has
 * committed. The page is React's once that pass has committed, which its title reports (`markPageCommitted`); a page
 * without a title is taken over after this limit.
 */
const PAGE_HYDRATION_LIMIT_MS = 3000;

/**
 * Once the app owns the page: #root loses its mark (and the page shows, if an address with a query still hid it), which tells ./boot.ts to replay the taps it caught (and the
 * e2e tests and `npm run tap-ready` that the app answers), and the reference lists the page came with are asked for
 * again from the API.
 */
export function PrerenderedPageTakenOver({ queryClient, restored }: { queryClient: QueryClient; restored: string[] }) {
  useEffect(() => {
    let done = false;
    const takeOver = () => {
      if (done) return;
      done = true;
      document.getElementById('root')?.removeAttribute(PRERENDERED_ATTR);
      // Shown even if ./boot.ts never ran (global.css would reveal it after 3 s anyway).
      document.documentElement.removeAttribute(BOOT_PENDING_ATTR);
      if (restored.length > 0) {
        void queryClient.invalidateQueries({ predicate: (query) => restored.includes(query.queryHash) });
      }
    };
    const timer = setTimeout(takeOver, PAGE_HYDRATION_LIMIT_MS);
    const unsubscribe = whenPageCommitted(takeOver);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, restored]);
  return null;
}

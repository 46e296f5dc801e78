import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { PageLoader } from '@/components/layout/page-loader';

export type RouterContext = { queryClient: QueryClient };

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: false,
  });
  scrollToTopOnlyOnNewPages(router);
  return router;
}

/**
 * TanStack Router puts the window back at the top after every render, unless the navigation said `resetScroll: false`:
 * - on the first render, which on a first load comes late: a visitor on a slow phone has often scrolled the
 *   prerendered page by then (or the browser has restored the place on a reload), and was thrown back to the top;
 * - on a change of search parameters only (a filter, a page of results, a plan's tab), which keeps the place here
 *   (docs/decisions.md; a new page of results moves the focus to the results' heading instead).
 * Both now keep the place. `_scroll.n` is the router's "reset on the next render" flag: a navigation's `resetScroll`
 * sets it, each render reads it and turns it back on, and `onResolved` comes just before that render's `onRendered`.
 * A new page still starts at the top (and RouteFocus moves the focus to its h1).
 */
function scrollToTopOnlyOnNewPages(router: AppRouter) {
  router._scroll.n = false;
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (!pathChanged) router._scroll.n = false;
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page alone, without header, footer or WhatsApp button (the directories' print views). */
    bare?: boolean;
  }
}

import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { dispatchOwnEvent } from '@/lib/own-events';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { RouteErrorPage } from '@/components/layout/route-error-page';
import { PageLoader } from '@/components/layout/page-loader';

/**
 * The app's router, as `createRouter` takes it (without a history: the browser's). Where the window goes after a
 * render is the router's scroll restoration: a new page starts at the top, back and forward return to the place the
 * visitor left, and a navigation that only changes the search parameters (a filter, a page of results, a plan's tab)
 * passes `resetScroll: false` and keeps the place (docs/decisions/where-the-product-is-silent.md). The first render
 * keeps the place too: it comes late on a first load, when a visitor on a slow phone has often scrolled the prerendered
 * page already, and on a reload the browser has put the place back by then.
 */
export function appRouterOptions(queryClient: QueryClient) {
  return {
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent' as const,
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: afterTheFirstRender(),
  };
}

/**
 * `scrollRestoration` as a function: the router asks it after each render, and leaves the window alone on `false`.
 * The router remembers the window's place for Back only once it has seen a scroll event since the last render; a
 * place reached before the app started (read on the prerendered page, or put back by the browser on a reload) was
 * never seen. So the first render names the window as scrolled, and Back returns there even when the visitor follows
 * a link without scrolling again. The event is the app's own: it is no sign of the member's activity.
 */
function afterTheFirstRender(): () => boolean {
  let rendered = false;
  return () => {
    if (rendered) return true;
    rendered = true;
    dispatchOwnEvent(document, 'scroll');
    return false;
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter(appRouterOptions(queryClient));
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

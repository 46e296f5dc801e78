import { createRootRouteWithContext, rootRouteId } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router-context';
import { siteMeta } from '@/features/content/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's defaults, and its address (canonical link, og:url): the deepest match's path. When only the root
  // matched, the address is no page (the not-found page) and has none.
  head: ({ matches }) => {
    const page = matches.at(-1);
    return pageHead(siteMeta, { path: page && page.routeId !== rootRouteId ? page.pathname : undefined });
  },
  component: RootLayout,
});

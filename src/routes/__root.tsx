import { createRootRouteWithContext, rootRouteId } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router';
import { pageHead } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page's defaults, and its address (canonical link, og:url): the deepest match's path. When only the root
  // matched, the address is no page (the not-found page) and has none.
  head: ({ matches }) => {
    const page = matches.at(-1);
    return pageHead(
      {
        title: 'Medicina prepaga',
        description:
          'Salud Plena, medicina prepaga: planes de salud, cartilla médica, farmacias, centros médicos propios y portal de socios.',
      },
      { path: page && page.routeId !== rootRouteId ? page.pathname : undefined },
    );
  },
  component: RootLayout,
});

import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router';
import { pageHead } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () =>
    pageHead({
      title: 'Medicina prepaga',
      description:
        'Salud Plena, medicina prepaga: planes de salud, cartilla médica, farmacias, centros médicos propios y portal de socios.',
    }),
  component: RootLayout,
});

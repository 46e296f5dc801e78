import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { WhatsappButton } from '@/components/layout/whatsapp-button';
import { RouteFocus } from '@/components/layout/route-focus';
import classes from '@/components/layout/layout.module.css';
import { SeoTags } from '@/app/seo-tags';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'Salud Plena | Medicina prepaga' },
      {
        name: 'description',
        content:
          'Salud Plena, medicina prepaga: planes de salud, cartilla médica, farmacias, centros médicos propios y portal de socios.',
      },
    ],
  }),
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SeoTags />
      <RouteFocus />
      <SiteHeader />
      <main id="contenido" className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsappButton />
    </>
  );
}

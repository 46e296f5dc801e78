import { Outlet, useRouterState } from '@tanstack/react-router';
import classes from '@/components/layout/layout.module.css';
import { RouteFocus } from '@/components/layout/route-focus';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsappButton } from '@/components/layout/whatsapp-button';
import { IdleSignOutWhileSignedIn } from '@/features/session/components/idle-sign-out-gate';
import { MemberMenu } from '@/features/session/components/member-menu';
import { useGuardsFollowSession } from '@/features/session/use-guards-follow-session';
import { useSession } from '@/features/session/use-session';
import { HeadTags } from './head-tags';
import { HydrateLater } from '@/boot/hydration';

/**
 * Every page: header (with the member's menu), the page, footer and the WhatsApp button; a signed-in member's idle
 * watch. A `bare` route (a print view) is the page alone. A panel page goes blank the moment the session ends (a
 * sign-out here or in another tab), before the guard has taken the tab to a public page: no member data stays on
 * screen while that page loads.
 */
export function RootLayout() {
  useGuardsFollowSession();
  const bare = useRouterState({ select: (state) => state.matches.some((match) => match.staticData.bare) });
  const memberPage = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/panel') });
  const { isAuthenticated } = useSession();
  const page = memberPage && !isAuthenticated ? null : <Outlet />;
  if (bare) {
    return (
      <>
        <HeadTags />
        <RouteFocus />
        <main id="contenido">{page}</main>
      </>
    );
  }
  return (
    <>
      <HeadTags />
      <RouteFocus />
      <SiteHeader account={<MemberMenu />} />
      <main id="contenido" className={classes.main}>
        {page}
      </main>
      <HydrateLater near="#root > footer">
        <SiteFooter />
      </HydrateLater>
      <WhatsappButton />
      <IdleSignOutWhileSignedIn />
    </>
  );
}

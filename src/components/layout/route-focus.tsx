import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * On every route change (not on the first load): focus on the new page's h1, so screen-reader and keyboard users
 * start at the new content. The window goes to the top with it (the router, src/app/router.tsx). A change of search
 * params only (a filter) keeps the place and the focus.
 */
export function RouteFocus() {
  const router = useRouter();
  const lastPath = useRef(router.state.location.pathname);

  useEffect(() => {
    return router.subscribe('onResolved', (event) => {
      const path = event.toLocation.pathname;
      if (path === lastPath.current) return;
      lastPath.current = path;
      const heading =
        document.querySelector<HTMLElement>('main [data-page-title]') ?? document.querySelector<HTMLElement>('main h1');
      heading?.focus({ preventScroll: true });
    });
  }, [router]);

  return null;
}

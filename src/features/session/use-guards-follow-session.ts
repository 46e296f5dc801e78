import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { sessionStore } from './session-store';

/**
 * The routes' guards run again whenever the session changes (sign-in, sign-out, a 401 anywhere): the router
 * re-runs every `beforeLoad`, so a page behind `requireMember` is left as soon as the session ends, and /login
 * moves on to the panel as soon as it starts. The guards are the one place that decides who may see a page.
 */
export function useGuardsFollowSession() {
  const router = useRouter();
  useEffect(() => sessionStore.subscribe(() => void router.invalidate()), [router]);
}

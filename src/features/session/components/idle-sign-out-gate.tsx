import { lazy, Suspense } from 'react';
import { useSession } from '../use-session';

// Loaded with the first sign-in (or a stored session), never for a visitor: it is not part of the first page load.
const IdleSignOut = lazy(() => import('./idle-sign-out'));

/** Watches for inactivity while a member is signed in (and only then). */
export function IdleSignOutWhileSignedIn() {
  const { token } = useSession();
  return token ? (
    <Suspense fallback={null}>
      <IdleSignOut />
    </Suspense>
  ) : null;
}

import { lazy, Suspense } from 'react';
import { sessionStore } from '../session-store';
import { useSession } from '../use-session';
import { useSignOut } from '../use-sign-out';

// Loaded with the first sign-in (or a stored session), never for a visitor: it is not part of the first page load.
// The sign-out is handed to it from here, so the lazy chunk shares no module with the entry (each shared one would
// become a chunk of its own there).
const IdleSignOut = lazy(() => import('./idle-sign-out'));

/** The stored session's clock, handed to the lazy chunk (like the sign-out) so it imports no store. */
const sessionActivity = { since: () => sessionStore.lastActivity(), touch: (at: number) => sessionStore.touch(at) };
export type SessionActivity = typeof sessionActivity;

/** Watches for inactivity while a member is signed in (and only then). */
export function IdleSignOutWhileSignedIn() {
  const { token } = useSession();
  const signOut = useSignOut();
  return token ? (
    <Suspense fallback={null}>
      <IdleSignOut signOut={signOut} activity={sessionActivity} />
    </Suspense>
  ) : null;
}

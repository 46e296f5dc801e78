import { lazy, Suspense } from 'react';
import { SESSION_LIFETIME_MS } from '@/config/session';
import { tellOtherTabs } from '../session-channel';
import { sessionStore } from '../session-store';
import { useSession } from '../use-session';
import { useSignOut } from '../use-sign-out';
import type { SessionActivity } from './session-activity';

// Loaded with the first sign-in (or a stored session), never for a visitor: it is not part of the first page load.
// The sign-out is handed to it from here, so the lazy chunk shares no module with the entry (each shared one would
// become a chunk of its own there).
const IdleSignOut = lazy(() => import('./idle-sign-out'));

const elsewhere = new Set<(at: number) => void>();

/** The member was active in another tab of this browser (sign-out.ts, followOtherTabs): it counts in this one too. */
export function activeInAnotherTab(at: number) {
  sessionStore.touch(at);
  elsewhere.forEach((listener) => listener(at));
}

/**
 * The stored session's clock, handed to the lazy chunk (like the sign-out) so it imports no store: when the member
 * was last active, the activity of this tab (stored, and told to the other tabs when stored), the activity of the
 * other tabs, and when the session's lifetime ends.
 */
const sessionActivity: SessionActivity = {
  since: () => sessionStore.lastActivity(),
  touch: (at: number) => {
    const session = sessionStore.sessionId();
    if (session && sessionStore.touch(at)) tellOtherTabs({ type: 'active', session, at });
  },
  elsewhere: (listener: (at: number) => void) => {
    elsewhere.add(listener);
    return () => void elsewhere.delete(listener);
  },
  endsAt: () => {
    const signedInAt = sessionStore.signedInAt();
    return signedInAt === undefined ? undefined : signedInAt + SESSION_LIFETIME_MS;
  },
};
/** Watches for inactivity and the session's lifetime while a member is signed in (and only then). */
export function IdleSignOutWhileSignedIn() {
  const { token } = useSession();
  const signOut = useSignOut();
  return token ? (
    <Suspense fallback={null}>
      <IdleSignOut signOut={signOut} activity={sessionActivity} />
    </Suspense>
  ) : null;
}

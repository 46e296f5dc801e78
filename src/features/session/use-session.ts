import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/**
 * The session. Prerendered pages are signed out (scripts/prerender/build.mjs), so while React hydrates one it reads the
 * session as signed out too, and a signed-in member's header follows right after, as an ordinary update.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSignedOutSnapshot);
}

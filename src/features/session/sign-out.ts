import type { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/api/member/member';
import { SIGNED_OUT_MESSAGE } from '@/config/messages';
import { forgetPendingFailures } from '@/lib/error-tracker';
import { clearAllDrafts } from '@/lib/form-drafts';
import { notify } from '@/lib/notify';
import { listenToOtherTabs, tellOtherTabs, type SignOutReason } from './session-channel';
import { sessionStore } from './session-store';

export type { SignOutReason } from './session-channel';

/** The notice that says why the session ended; it stays until closed (./components/session-ended-notice.tsx). */
const explainSignOut = (reason: SignOutReason) =>
  void import('./components/session-ended-notice').then(({ showSessionEnded }) => showSessionEnded(reason));

/** Token and member leave storage and the cache in this tab, and so does everything that holds the member's data. */
function endSessionHere(queryClient: QueryClient, reason: SignOutReason) {
  // A session the server ended under a send keeps that send's draft for the next sign-in (lib/form-drafts.ts).
  if (reason !== 'server') clearAllDrafts();
  forgetPendingFailures();
  sessionStore.clear();
  void queryClient.cancelQueries({ queryKey: memberKeys.all });
  queryClient.removeQueries({ queryKey: memberKeys.all });
  queryClient.getMutationCache().clear();
}

/**
 * Ends the session in every tab of this browser (docs/decisions.md, "One session per browser"): here at once, and
 * in the other tabs through session-channel.ts. `reason`: 'member' ('Cerrar sesión', told by its toast), 'idle' and
 * 'lifetime' (told by a notice that stays), 'server' (a 401: the error catalogue has told it).
 */
export function signOut(queryClient: QueryClient, reason: SignOutReason) {
  endSessionHere(queryClient, reason);
  tellOtherTabs({ type: 'signed-out', reason, at: Date.now() });
  if (reason === 'member') notify.success(SIGNED_OUT_MESSAGE);
  else if (reason !== 'server') explainSignOut(reason);
}

/**
 * This tab follows the others: a sign-out in any of them ends a session that began before it, and says why with the
 * notice that stays (the member may look at this tab much later); activity in any of them counts here too.
 */
export function followOtherTabs(queryClient: QueryClient, onActive: (at: number) => void): () => void {
  return listenToOtherTabs((message) => {
    if (message.type === 'active') {
      // Another tab's clock may read a little ahead of this one's (browsers coarsen and jitter Date.now per
      // process): its activity happened by now, so it counts as now, not as a time this tab would refuse.
      onActive(Math.min(message.at, Date.now()));
      return;
    }
    const signedInAt = sessionStore.signedInAt();
    const signedIn = sessionStore.getSnapshot().isAuthenticated;
    if (signedIn && signedInAt !== undefined && signedInAt > message.at) return; // a newer session of this tab
    endSessionHere(queryClient, message.reason);
    if (signedIn) explainSignOut(message.reason);
  });
}

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
 * Ends the session here at once, and in the other tabs through session-channel.ts
 * (docs/decisions/one-session-per-browser.md): every tab of the browser for 'Cerrar sesión', the tabs of this sign-in
 * for the others. `reason`: 'member' ('Cerrar sesión', told by its toast), 'idle' and 'lifetime' (told by a notice that
 * stays), 'server' (a 401: the error catalogue has told it).
 */
export function signOut(queryClient: QueryClient, reason: SignOutReason) {
  // 'Cerrar sesión' ends every tab; the idle limit, the lifetime and a 401 end this sign-in's tabs only.
  const session = reason === 'member' ? undefined : sessionStore.sessionId();
  endSessionHere(queryClient, reason);
  const at = Date.now();
  tellOtherTabs(session ? { type: 'signed-out', reason, at, session } : { type: 'signed-out', reason, at });
  if (reason === 'member') notify.success(SIGNED_OUT_MESSAGE);
  else if (reason !== 'server') explainSignOut(reason);
}

/**
 * This tab follows the others: a sign-out in any of them ends a session that began before it, and says why with the
 * notice that stays (the member may look at this tab much later); activity in any of them counts here too, when it
 * belongs to this tab's sign-in (its id). A page the browser shows again from its back-forward cache, or a tab that
 * becomes visible, checks its session again against what is stored: past the idle limit or the lifetime, signed out
 * elsewhere, or replaced by another sign-in, it ends here.
 */
export function followOtherTabs(queryClient: QueryClient, onActive: (at: number) => void): () => void {
  const stopListening = listenToOtherTabs((message) => {
    if (message.type === 'active') {
      if (message.session !== sessionStore.sessionId()) return; // another sign-in's activity: not this member's
      // Another tab's clock may read a little ahead of this one's (browsers coarsen and jitter Date.now per
      // process): its activity happened by now, so it counts as now, not as a time this tab would refuse.
      onActive(Math.min(message.at, Date.now()));
      return;
    }
    const signedInAt = sessionStore.signedInAt();
    const signedIn = sessionStore.getSnapshot().isAuthenticated;
    if (signedIn && signedInAt !== undefined && signedInAt > message.at) return; // a newer session of this tab
    // Another sign-in's idle limit, lifetime or refused token: this member works on.
    if (signedIn && message.session !== undefined && message.session !== sessionStore.sessionId()) return;
    endSessionHere(queryClient, message.reason);
    if (signedIn) explainSignOut(message.reason);
  });
  if (typeof window === 'undefined') return stopListening;
  const checkAgain = () => {
    const reason = sessionStore.recheck();
    if (!reason) return;
    endSessionHere(queryClient, reason);
    explainSignOut(reason);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) checkAgain();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') checkAgain();
  };
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopListening();
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

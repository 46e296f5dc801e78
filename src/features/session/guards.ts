import { redirect } from '@tanstack/react-router';
import type { Member } from '@/api/member/member';
import { sessionStore } from './session-store';

/** The signed-in member, or null: a token and a member must both be stored (spec 02 §2). */
function signedInMember(): Member | null {
  const { token, user } = sessionStore.getSnapshot();
  return token && user ? user : null;
}

/**
 * beforeLoad of /panel: a visitor without a session goes to the home page; a member is put in the router context,
 * where every panel page reads it.
 */
export function requireMember(): { member: Member } {
  const member = signedInMember();
  if (!member) throw redirect({ to: '/', replace: true });
  return { member };
}

/** beforeLoad of /login: a signed-in member goes straight to the panel. */
export function redirectIfSignedIn() {
  if (signedInMember()) throw redirect({ to: '/panel', replace: true });
}

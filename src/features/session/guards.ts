import { z } from 'zod/mini';
import { redirect } from '@tanstack/react-router';
import type { Member } from '@/api/member/member';
import { draftWaitsAt } from '@/lib/form-drafts';
import { sessionStore } from './session-store';

/** The signed-in member, or null: a token and a member must both be stored. */
function signedInMember(): Member | null {
  const { token, user } = sessionStore.getSnapshot();
  return token && user ? user : null;
}

/**
 * beforeLoad of /panel: a visitor without a session goes to the home page; a member is put in the router context,
 * where every panel page reads it. When the session ended during a send, the page's draft waits
 * (src/lib/form-drafts.ts): the sign-in page leads back to it instead.
 */
export function requireMember({ location }: { location: { pathname: string } }): { member: Member } {
  const member = signedInMember();
  if (!member && draftWaitsAt(location.pathname))
    throw redirect({ to: '/login', search: { redirect: location.pathname }, replace: true });
  if (!member) throw redirect({ to: '/', replace: true });
  return { member };
}

/** Where the sign-in page may lead back to: a page of the panel, nothing else (no other site, no other path). */
const returnPathSchema = z.string().check(z.regex(/^\/panel(\/[a-z0-9-]+)*$/));

/** validateSearch of /login: `redirect`, when it is a page of the panel; anything else is dropped. */
export function parseLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  const parsed = z.safeParse(returnPathSchema, search.redirect);
  return parsed.success ? { redirect: parsed.data } : {};
}

/** beforeLoad of /login: a signed-in member goes straight to the panel, or back to the page they came from. */
export function redirectIfSignedIn(back?: string) {
  if (signedInMember()) throw redirect({ to: back ?? '/panel', replace: true });
}

import { redirect } from '@tanstack/react-router';
import { sessionStore } from '@/lib/session-store';

/** True when a token and a member are stored (spec 02 §2: "not authenticated or has no user" → out). */
export function hasMemberSession(): boolean {
  const { token, user } = sessionStore.getSnapshot();
  return Boolean(token && user);
}

/** beforeLoad of /panel and below: a visitor without a session goes to the home page. */
export function requireMember() {
  if (!hasMemberSession()) {
    throw redirect({ to: '/', replace: true });
  }
}

/** beforeLoad of /login: a signed-in member goes straight to the panel. */
export function redirectIfSignedIn() {
  if (hasMemberSession()) {
    throw redirect({ to: '/panel', replace: true });
  }
}

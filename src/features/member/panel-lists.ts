import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { memberKeys, type MemberList } from '@/api/member/member';

/**
 * A panel list's loader waits for its data (`ensureQueryData`), like the public pages fill the cache before they
 * render. A load that fails has been told by the error catalogue (a 401 has also ended the session); the screen then
 * returns to /panel, whose guard sends a visitor without a session home.
 */
export async function loadPanelList(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch {
    throw redirect({ to: '/panel', replace: true });
  }
}

/** A panel list is reset when the member leaves its screen: its answers leave the cache. */
export function forgetOnLeave(...lists: MemberList[]) {
  return ({ context }: { context: { queryClient: QueryClient } }) =>
    lists.forEach((list) => context.queryClient.removeQueries({ queryKey: memberKeys.list(list) }));
}

import type { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/api/member/member';
import { SIGNED_OUT_MESSAGE } from '@/config/messages';
import { notify } from '@/lib/notify';
import { sessionStore } from './session-store';

/** Ends the session: token and user leave storage, member data leaves the cache (spec 01 §4). */
export function signOut(queryClient: QueryClient, options: { announce?: boolean } = {}) {
  sessionStore.clear();
  queryClient.cancelQueries({ queryKey: memberKeys.all });
  queryClient.removeQueries({ queryKey: memberKeys.all });
  queryClient.getMutationCache().clear();
  if (options.announce ?? true) notify.success(SIGNED_OUT_MESSAGE);
}

import type { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/api/member/member';
import { SIGNED_OUT_MESSAGE } from '@/config/messages';
import { clearAllDrafts } from '@/lib/form-drafts';
import { notify } from '@/lib/notify';
import { sessionStore } from './session-store';

/**
 * Ends the session: token and user leave storage, member data leaves the cache. The member's form
 * drafts go too, unless the session ended under them (a 401: `keepDrafts`, they wait for the next sign-in).
 */
export function signOut(queryClient: QueryClient, options: { announce?: boolean; keepDrafts?: boolean } = {}) {
  if (!options.keepDrafts) clearAllDrafts();
  sessionStore.clear();
  queryClient.cancelQueries({ queryKey: memberKeys.all });
  queryClient.removeQueries({ queryKey: memberKeys.all });
  queryClient.getMutationCache().clear();
  if (options.announce ?? true) notify.success(SIGNED_OUT_MESSAGE);
}

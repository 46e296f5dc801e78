import { signOut } from '@/features/session/sign-out';
import { sessionStore } from '@/features/session/session-store';
import { authorizeRequestsWith } from '@/lib/api-token';
import { createQueryClient } from '@/lib/query-client';

/** Calls carry the signed-in member's token (spec 01 §7). */
export function connectSessionToApi() {
  authorizeRequestsWith(() => sessionStore.getSnapshot().token);
}

/** The app's query cache: a 401 that the catalogue says ends the session signs the member out, without a toast. */
export function createAppQueryClient() {
  return createQueryClient({ onSessionExpired: (queryClient) => signOut(queryClient, { announce: false }) });
}

import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiCall } from '@/api/errors';
import type { FamilyMember } from '@/api/member/family';
import { memberKeys } from '@/api/member/member';
import { familyGroupOn } from '@/config/api-features';
import { OFFLINE_MESSAGE } from '@/config/messages';
import { activeInAnotherTab } from '@/features/session/components/idle-sign-out-gate';
import { followOtherTabs, signOut } from '@/features/session/sign-out';
import { sessionStore } from '@/features/session/session-store';
import { isApiError } from '@/lib/api-error';
import { authorizeRequestsWith } from '@/lib/api-token';
import { hideFromErrorReports } from '@/lib/error-tracker';
import { familyPersonalValues, personalValues } from '@/features/session/personal-values';
import { notify } from '@/lib/notify';
import { followBrowserConnection } from '@/lib/online';

/** The family group the session has read (the app's query client sets it): its members' values are hidden too. */
let familyGroupRead: () => readonly FamilyMember[] = () => [];

/** Calls carry the signed-in member's token. */
export function connectSessionToApi() {
  authorizeRequestsWith(() => sessionStore.getSnapshot().token);
  hideFromErrorReports(
    __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
      ? () => [...personalValues(sessionStore.getSnapshot()), ...familyPersonalValues(familyGroupRead())]
      : () => personalValues(sessionStore.getSnapshot()),
  );
}

/**
 * One place where every failed call is told to the user (and a 401 may end the session). The texts come from the
 * data layer's file (vite.config.ts), which the failed call has loaded already: the first screen does not carry them.
 */
async function reportError(call: ApiCall | undefined, error: unknown, endSession: () => void) {
  if (!call) return;
  const { catalogue, describeError, OFFLINE_FAILED_MESSAGE } = await import('@/api/errors');
  // No answer because there is no connection: say that, not the call's "unexpected error" (a silent call stays so).
  if (isApiError(error) && error.kind === 'network' && !onlineManager.isOnline() && catalogue[call].fallback) {
    notify.error(OFFLINE_FAILED_MESSAGE);
    return;
  }
  const report = describeError(call, error);
  if (!isApiError(error) || error.kind !== 'http') console.warn(`[${call}]`, error);
  report.messages.forEach((text) => notify.error(text));
  if (report.signOut) endSession();
}

/** The app's query cache: a 401 that the catalogue says ends the session signs the member out, without a toast. */
export function createAppQueryClient(): QueryClient {
  followBrowserConnection();
  // The server ended the session, in every tab: a draft of the send it refused waits for the next sign-in
  // (src/lib/form-drafts.ts); the catalogue's toast has said it.
  const endSession = () => signOut(queryClient, 'server');
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => void reportError(mutation.meta?.call, error, endSession),
  });
  // A send made without a connection waits for it (TanStack Query pauses it) and goes out when it returns: say so.
  mutationCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause' && event.mutation.meta?.call)
      notify.error(OFFLINE_MESSAGE);
  });
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void reportError(query.meta?.call, error, endSession) }),
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) and bad data will not get better by asking again.
        retry: (failureCount, error) => {
          if (isApiError(error) && (error.kind === 'parse' || (error.status >= 400 && error.status < 500)))
            return false;
          // A read that waited its whole limit is not asked again by itself: the page says so and offers 'Reintentar'.
          if (isApiError(error) && error.kind === 'timeout') return false;
          // A network failure or a server error gets one more try.
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  if (__API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn)
    familyGroupRead = () => queryClient.getQueryData<FamilyMember[]>([...memberKeys.all, 'family']) ?? [];
  // A sign-out in another tab of this browser ends the session here too; activity there counts here.
  followOtherTabs(queryClient, activeInAnotherTab);
  return queryClient;
}

import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { catalogue, describeError, OFFLINE_FAILED_MESSAGE, OFFLINE_MESSAGE, type ApiCall } from './error-catalogue';
import { notify } from './notify';
import { followBrowserConnection } from './online';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query or mutation names its call; its failures are told by the error catalogue. */
    queryMeta: { call?: ApiCall };
    mutationMeta: { call?: ApiCall };
  }
}

type Options = {
  /** A call's 401 ends the session (the error catalogue says which calls); the app passes the sign-out. */
  onSessionExpired: (queryClient: QueryClient) => void;
};

/** One place where every failed call is told to the user (and a 401 may end the session). */
function reportError(call: ApiCall | undefined, error: unknown, endSession: () => void) {
  if (!call) return;
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

export function createQueryClient({ onSessionExpired }: Options): QueryClient {
  followBrowserConnection();
  const endSession = () => onSessionExpired(queryClient);
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => reportError(mutation.meta?.call, error, endSession),
  });
  // A send made without a connection waits for it (TanStack Query pauses it) and goes out when it returns: say so.
  mutationCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause' && event.mutation.meta?.call)
      notify.error(OFFLINE_MESSAGE);
  });
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(query.meta?.call, error, endSession) }),
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) and bad data will not get better by asking again.
        retry: (failureCount, error) => {
          if (isApiError(error) && (error.kind === 'parse' || (error.status >= 400 && error.status < 500)))
            return false;
          // A network failure or a server error gets one more try.
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** Reference lists (provinces, areas, services, …) are cached for the whole session. */
export const referenceListOptions = { staleTime: Infinity, gcTime: Infinity } as const;

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { describeError, type ApiCall } from './error-catalogue';
import { notify } from './notify';
import { signOut } from './sign-out';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query or mutation names its call; its failures are told by the error catalogue. */
    queryMeta: { call?: ApiCall };
    mutationMeta: { call?: ApiCall };
  }
}

/** One place where every failed call is told to the user (and a 401 may end the session). */
export function reportError(queryClient: QueryClient, call: ApiCall | undefined, error: unknown) {
  if (!call) return;
  const report = describeError(call, error);
  if (!isApiError(error) || error.kind !== 'http') console.warn(`[${call}]`, error);
  report.messages.forEach((text) => notify.error(text));
  if (report.signOut) signOut(queryClient, { announce: false });
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(queryClient, query.meta?.call, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(queryClient, mutation.meta?.call, error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) and bad data will not get better by asking again.
        retry: (failureCount, error) => {
          if (import.meta.env.MODE === 'test') return false;
          if (isApiError(error) && (error.kind === 'parse' || (error.status >= 400 && error.status < 500))) return false;
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

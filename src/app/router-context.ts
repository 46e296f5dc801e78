import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader gets from the router (src/app/router.tsx gives it; src/routes/__root.tsx declares it). */
export type RouterContext = { queryClient: QueryClient };

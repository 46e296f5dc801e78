import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { mantineSettings } from '@/app/providers';
import { appRouterOptions } from '@/app/router';
import { createAppQueryClient } from '@/app/query-client';
import { ToastOutlet } from '@/app/toast-outlet';
import { memberSchema, type Member } from '@/api/member/member';
import { sessionStore } from '@/features/session/session-store';
import { DEMO_MEMBER, members } from '../../mocks/data/members';
import { tokenFor } from '../../mocks/lib/auth';
import { act } from '@testing-library/react';

/** The mock API's first demo member (mocks/data/members.ts), as the app stores it. */
export const demoMember: Member = memberSchema.parse(DEMO_MEMBER.member);

/** The app's providers (src/app/providers.tsx) in Mantine's test environment: no transitions, no portals. */
function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider {...mantineSettings} env="test">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The app's router (src/app/router.tsx) on a history of its own that starts at `url`, as a page loaded there. */
export function createTestRouter(queryClient: QueryClient, url = '/') {
  return createRouter({ ...appRouterOptions(queryClient), history: createMemoryHistory({ initialEntries: [url] }) });
}

/** The token the mock API gives this member at login (mocks/lib/auth.ts), or one it rejects. */
export function mockTokenFor(member: Member): string {
  const record = members.find((m) => String(m.member.personal_id) === member.personal_id);
  return record ? tokenFor(record) : `mock.0.${'0'.repeat(16)}`;
}

/** Signs a member in, as a successful login would (token from the mock API's scheme). */
export function signInAs(member: Member = demoMember, token = mockTokenFor(member)) {
  sessionStore.signIn(token, member);
}

/** The app's query client, without the second try the app gives a failed call: a test's failure shows at once. */
export function testQueryClient() {
  const queryClient = createAppQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/** Renders the whole app (layout + routes) at a URL, with a fresh query cache. */
export async function renderApp(url = '/', options: { signedIn?: boolean | Member } = {}) {
  if (options.signedIn) signInAs(options.signedIn === true ? demoMember : options.signedIn);
  else sessionStore.clear();
  const queryClient = testQueryClient();
  const router = createTestRouter(queryClient, url);
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  await act(() => router.load());
  return { ...utils, router, queryClient };
}

/** Renders one component with the app's providers (no router). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  return { ...render(<Providers queryClient={queryClient}>{ui}</Providers>, options), queryClient };
}

import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { Toaster } from 'react-hot-toast';
import { theme } from '@/app/theme';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import type { Member } from '@/lib/member';
import { act } from '@testing-library/react';

export const demoMember: Member = {
  full_name: 'María Laura Gómez',
  personal_id_type: '1',
  personal_id: '30111222',
  born_date: '1985-04-12',
  address: 'Av. Rivadavia 5000, Caballito',
  email: 'maria.gomez@example.com',
  phone: '011 4901-2345',
  cellphone: '11 5123-4567',
  membership_number: '100200300',
  plan: 'A-10 PLUS',
};

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Signs a member in, as a successful login would (token from the mock API's scheme). */
export function signInAs(member: Member = demoMember, token = `mock-token-${member.personal_id}`) {
  sessionStore.signIn(token, member);
}

/** Renders the whole app (layout + routes) at a URL, with a fresh query cache. */
export async function renderApp(url = '/', options: { signedIn?: boolean | Member } = {}) {
  if (options.signedIn) signInAs(options.signedIn === true ? demoMember : options.signedIn);
  else sessionStore.clear();
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter(queryClient, history);
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
  const queryClient = options.queryClient ?? createQueryClient();
  return { ...render(<Providers queryClient={queryClient}>{ui}</Providers>, options), queryClient };
}

import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ToastOutlet } from './toast-outlet';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test': Mantine's test environment (no transitions, no portals), for Vitest. */
  env?: 'default' | 'test';
};

/**
 * The site has one colour scheme, so nothing is read from or kept in storage: Mantine's default manager reads
 * localStorage while React hydrates the page (a synchronous read, slow on a phone's first visit).
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={lightOnly}
      forceColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}

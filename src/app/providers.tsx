import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ToastOutlet } from './toast-outlet';

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test': Mantine's test environment (no transitions, no portals), for Vitest. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}

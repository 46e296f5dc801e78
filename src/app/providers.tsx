import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ToastOutlet } from './toast-outlet';

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

/** What the site gives Mantine's provider: its theme and its one colour scheme. */
export const mantineSettings = {
  theme,
  cssVariablesResolver,
  colorSchemeManager: lightOnly,
  forceColorScheme: 'light',
} as const;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider {...mantineSettings}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </MantineProvider>
  );
}

import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { LIST_LOADING_MESSAGE, OFFLINE_MESSAGE } from '@/config/messages';
import { useOnline } from '@/lib/online';

/**
 * A list whose load waits for the connection (TanStack Query pauses it while offline): says so, beside the list.
 * The load goes ahead by itself when the connection returns.
 */
export function OfflineNotice() {
  return (
    <Alert color="yellow" variant="light" role="status" py="xs">
      <Text size="sm" c="dark.7">
        {OFFLINE_MESSAGE}
      </Text>
    </Alert>
  );
}

/**
 * Placeholder rows of a fixed height, so the page does not jump when the data arrives. Offline, the load is paused
 * until the connection returns: the skeleton says so instead of waiting silently.
 */
export function ListSkeleton({ rows = 5, height = 96 }: { rows?: number; height?: number }) {
  const online = useOnline();
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      {online ? null : <OfflineNotice />}
      <span className="visually-hidden">{LIST_LOADING_MESSAGE}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text role="status" py="lg" ta="center" c="dimmed" fw={500}>
      {children}
    </Text>
  );
}

/** What a list shows after its load failed (the toast already told the reason). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title="No pudimos cargar la información" role="alert">
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {message}
      </Text>
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Alert>
  );
}

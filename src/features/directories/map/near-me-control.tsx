import { useId, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { NearMe } from './use-near-me';

const FAILURE_TEXT = {
  denied:
    'No tenemos permiso para usar tu ubicación. Podés darlo desde la configuración del navegador; la lista sigue en su orden.',
  unavailable: 'No pudimos obtener tu ubicación. Probá de nuevo en un momento; la lista sigue en su orden.',
} as const;

/**
 * 'Cerca mío': the button, the promise that the position stays in the browser, and what happened. `beside`: other
 * buttons on the same row.
 */
export function NearMeControl({ nearMe, beside }: { nearMe: NearMe; beside?: ReactNode }) {
  const noteId = useId();
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant={nearMe.active ? 'filled' : 'light'}
          aria-pressed={nearMe.active}
          aria-describedby={noteId}
          aria-busy={nearMe.locating}
          onClick={nearMe.toggle}
        >
          {nearMe.locating ? 'Buscando tu ubicación…' : 'Cerca mío'}
        </Button>
        {beside}
      </Group>
      <Text id={noteId} size="xs" c="gray.7">
        Tu ubicación no sale de tu navegador: solo se usa para ordenar los resultados.
      </Text>
      {nearMe.failure && (
        <Text role="alert" size="sm" c="red.9" fw={500}>
          {FAILURE_TEXT[nearMe.failure]}
        </Text>
      )}
    </Stack>
  );
}

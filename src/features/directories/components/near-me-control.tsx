import { useId } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { NearMe } from './use-near-me';

const FAILURE_TEXT = {
  denied:
    'No tenemos permiso para usar tu ubicación. Podés darlo desde la configuración del navegador; la lista sigue en su orden.',
  unavailable: 'No pudimos obtener tu ubicación. Probá de nuevo en un momento; la lista sigue en su orden.',
} as const;

/** 'Cerca mío': the button, the promise that the position stays in the browser, and what happened. */
export function NearMeControl({ nearMe }: { nearMe: NearMe }) {
  const noteId = useId();
  return (
    <Stack gap={4}>
      <Button
        variant={nearMe.active ? 'filled' : 'light'}
        aria-pressed={nearMe.active}
        aria-describedby={noteId}
        aria-busy={nearMe.locating}
        onClick={nearMe.toggle}
        style={{ alignSelf: 'flex-start' }}
      >
        {nearMe.locating ? 'Buscando tu ubicación…' : 'Cerca mío'}
      </Button>
      <Text id={noteId} size="xs" c="gray.7">
        Tu ubicación no sale de tu navegador: solo se usa para ordenar esta página.
      </Text>
      {nearMe.failure && (
        <Text role="alert" size="sm" c="red.9" fw={500}>
          {FAILURE_TEXT[nearMe.failure]}
        </Text>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** Every card keeps this height at least, so the list does not jump between loading and results. */
export const RESULT_CARD_HEIGHT = 148;

type Props = {
  id: number;
  title: string;
  /** 'Cerca mío': how far it is, e.g. "a 2,4 km". */
  distance?: string;
  children: ReactNode;
  /** Its marker's popup is open. */
  selected: boolean;
  hasPlace: boolean;
  onShowOnMap: () => void;
  /** Hover or focus: its marker is emphasised (null when leaving). */
  onHighlight: (id: number | null) => void;
};

/** One result. Hovering or focusing it highlights its marker; 'Ver en el mapa' opens the marker's popup. */
export function ResultCard({ id, title, distance, children, selected, hasPlace, onShowOnMap, onHighlight }: Props) {
  return (
    <Paper
      withBorder
      p="md"
      mih={RESULT_CARD_HEIGHT}
      data-result-id={id}
      data-selected={selected}
      style={{
        borderColor: selected ? 'var(--mantine-color-brand-7)' : undefined,
        borderWidth: selected ? 2 : undefined,
        background: selected ? 'var(--mantine-color-brand-0)' : undefined,
      }}
      onMouseEnter={() => onHighlight(id)}
      onMouseLeave={() => onHighlight(null)}
      onFocusCapture={() => onHighlight(id)}
      onBlurCapture={() => onHighlight(null)}
    >
      <Stack gap={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {distance && (
          <Text size="sm" fw={700} c="brand.8" data-testid="distance">
            {distance}
          </Text>
        )}
        {children}
        {hasPlace && (
          <Group mt={4}>
            <Button variant="subtle" size="compact-sm" onClick={onShowOnMap} aria-pressed={selected}>
              Ver en el mapa
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import type { ReactNode, Ref } from 'react';
import { Box, Group, Text, Title } from '@mantine/core';
import { partialText } from '../search/narrow-search';
import type { ShownResults } from './results-state';

/** 'Resultados' (focused after a change of page) and, beside it, the print link. */
export function ResultsHeading({ headingRef, print }: { headingRef: Ref<HTMLHeadingElement>; print: ReactNode }) {
  return (
    <Group justify="space-between" align="baseline" gap="xs" mb={4}>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        Resultados
      </Title>
      {print}
    </Group>
  );
}

type CountProps = {
  shown: ShownResults<unknown>;
  /** 'Cerca mío' orders the results. */
  nearMeActive: boolean;
  /** A search larger than 'Cerca mío' reads: the filters that narrow it, in words and as offers. */
  narrowBy: string;
  narrowOffers: ReactNode;
};

/** Which results are on screen, read out as it changes; when 'Cerca mío' ordered only part of the search, it says so. */
export function ResultsCount({ shown, nearMeActive, narrowBy, narrowOffers }: CountProps) {
  const { status, meta, total, results } = shown;
  return (
    <>
      <Text size="sm" c="gray.7" mb="sm" aria-live="polite" mih={22}>
        {status === 'success' && meta && meta.from !== null && meta.to !== null
          ? `Mostrando ${meta.from}–${meta.to} de ${meta.total}${nearMeActive ? ', de más cerca a más lejos' : ''}`
          : status === 'pending' && nearMeActive
            ? 'Ordenando toda la búsqueda por distancia…'
            : ''}
      </Text>
      {status === 'success' && nearMeActive && results.orderedOnly !== undefined && (
        <Box mb="sm">
          <Text size="sm" c="gray.8" fw={500}>
            {partialText('Se ordenaron por distancia', results.orderedOnly, total, narrowBy)}
          </Text>
          {narrowOffers}
        </Box>
      )}
    </>
  );
}

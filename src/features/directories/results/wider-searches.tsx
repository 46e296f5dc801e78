import { Button, Stack, Text } from '@mantine/core';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { resultCount } from './result-count';
import type { Geography } from '../search/search-schema';
import { widerSearches } from '../search/wider-searches';

type Props<K extends QueryKey> = {
  /** The search that found nothing (only its geography matters here). */
  geography: Geography;
  /** How many a wider search finds: the search with `change` applied, asked for one row. */
  countOptions: (change: Geography) => UseQueryOptions<number | null, Error, number | null, K>;
  /** Runs it: the address changes (page 1), so the link can be shared. */
  onChoose: (change: Geography) => void;
};

/**
 * No results: the same search a step wider (without the locality, the city, the province), each with how many it
 * finds once that is known. An offer known to find nothing is left out.
 */
export function WiderSearches<K extends QueryKey>({ geography, countOptions, onChoose }: Props<K>) {
  const offers = widerSearches(geography);
  const counts = useQueries({ queries: offers.map((offer) => countOptions(offer.change)) });
  const shown = offers.map((offer, i) => ({ ...offer, count: counts[i]?.data })).filter(({ count }) => count !== 0);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-label="Búsquedas más amplias" gap="xs" align="center">
      <Text size="sm" c="gray.8">
        Probá con una búsqueda más amplia:
      </Text>
      {shown.map(({ label, change, count }) => (
        <Button key={label} variant="light" onClick={() => onChoose(change)}>
          {typeof count === 'number' ? `${label} (${resultCount(count)})` : label}
        </Button>
      ))}
    </Stack>
  );
}

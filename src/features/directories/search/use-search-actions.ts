import { useQueryClient } from '@tanstack/react-query';
import type { Directory, Result } from '../directories';
import { useNearMe, type NearMe } from '../map/use-near-me';
import { useResultSelection, type ResultSelection } from '../results/use-result-selection';
import type { FilterChange, Geography, ViewSearch } from './search-schema';
import { useSearchWriter } from './use-search-writer';

/** What a directory page does with its search, and the result chosen in it. */
export type SearchActions<Filters> = {
  selection: ResultSelection;
  nearMe: NearMe;
  change: (next: FilterChange<Filters>) => void;
  runSearch: () => Promise<void>;
  goToPage: (page: number) => void;
};

/**
 * What a directory page does with its address: a filter changes it, 'Buscar' asks the same search again, the
 * paginator moves through it (each of them clears the chosen result); 'Cerca mío' turns `cerca` on and off.
 */
export function useSearchActions<Row extends Result, Search extends ViewSearch, Filters extends Geography>(
  directory: Directory<Row, Search, Filters>,
  { search, filters }: { search: Search; filters: Filters },
): SearchActions<Filters> {
  const queryClient = useQueryClient();
  const write = useSearchWriter(directory);
  const selection = useResultSelection();
  const nearMe = useNearMe({ on: search.cerca === 1, setOn: (on) => void write.nearMe(on) });
  const { calls } = directory;
  const apiFilters = directory.apiFilters(filters);
  // The keys of the current search (its first page, its whole reading for 'Cerca mío'), asked again by 'Buscar'.
  const searchKeys = [
    calls.searchQueryOptions(apiFilters, 1).queryKey,
    calls.searchAllPagesQueryOptions(apiFilters).queryKey,
  ];
  return {
    selection,
    nearMe,
    change: (next: FilterChange<Filters>) => {
      selection.clear();
      void write.filters(next);
    },
    runSearch: async () => {
      selection.clear();
      await write.filters({});
      await Promise.all(searchKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
    },
    goToPage: (page: number) => void write.page(page),
  };
}

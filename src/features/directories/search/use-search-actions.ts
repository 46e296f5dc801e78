import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNearMe } from '../map/use-near-me';
import { useResultSelection } from '../results/use-result-selection';

type Options<S, F> = {
  /** Writes the address: the URL is the only state of a search. */
  setSearch: (update: (prev: S) => S) => Promise<void>;
  /** The address after a change of filters (page back to 1). */
  withFilters: (prev: S, change: Partial<F>) => S;
  /** The keys of the current search (its first page, its whole reading for 'Cerca mío'), asked again by 'Buscar'. */
  searchKeys: QueryKey[];
};

/**
 * What both directories do with their address: a filter changes it, 'Buscar' asks the same search again, the
 * paginator moves through it (each of them clears the chosen result); 'Cerca mío' turns `cerca` on and off.
 */
export function useDirectorySearch<S extends { page?: number; cerca?: 1 }, F>({
  search,
  setSearch,
  withFilters,
  searchKeys,
}: Options<S, F> & { search: S }) {
  const queryClient = useQueryClient();
  const selection = useResultSelection();
  const nearMe = useNearMe({
    on: search.cerca === 1,
    // The order changes, so the pages mean other rows: back to the first.
    setOn: (on) => void setSearch((prev) => ({ ...prev, cerca: on ? 1 : undefined, page: undefined })),
  });
  return {
    selection,
    nearMe,
    change: (next: Partial<F>) => {
      selection.clear();
      void setSearch((prev) => withFilters(prev, next));
    },
    runSearch: async () => {
      selection.clear();
      await setSearch((prev) => withFilters(prev, {}));
      await Promise.all(searchKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
    },
    goToPage: (page: number) => void setSearch((prev) => ({ ...prev, page })),
  };
}

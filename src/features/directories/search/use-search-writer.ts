import { useNavigate } from '@tanstack/react-router';
import type { DirectoryRoutes } from '../directory-route';
import type { FilterChange, ViewSearch } from './search-schema';

type Writes<Search, Filters> = {
  routes: Pick<DirectoryRoutes<Search, Filters>, 'parse'>;
  withFilters: (search: Search, change: FilterChange<Filters>) => Search;
};

/**
 * The one writer of a directory's search in the address once the app runs (its page and its print view): new
 * filters, another page, 'Cerca mío'. Each is a new history entry in the route the visitor is on, and the window
 * keeps its place. Before the app runs, the search form's plain GET and src/boot/ write the address instead.
 */
export function useSearchWriter<Search extends ViewSearch, Filters>(directory: Writes<Search, Filters>) {
  const navigate = useNavigate();
  const write = (update: (prev: Search) => Search & { guardados?: undefined }) =>
    navigate({
      to: '.',
      // The address's other parameters stay; the directory's are read as its route reads them.
      search: (prev) => update({ ...prev, ...directory.routes.parse(prev) }),
      resetScroll: false,
    });
  return {
    /** New filters, from page 1 ('Cerca mío' stays: directory-route.ts); a print view of kept listings shows them. */
    filters: (change: FilterChange<Filters>) =>
      write((prev) => ({ ...directory.withFilters(prev, change), guardados: undefined })),
    page: (page: number) => write((prev) => ({ ...prev, page })),
    /** The order changes, so the pages mean other rows: back to the first. */
    nearMe: (on: boolean) => write((prev) => ({ ...prev, cerca: on ? 1 : undefined, page: undefined })),
  };
}

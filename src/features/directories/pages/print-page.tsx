import { useInfiniteQuery } from '@tanstack/react-query';
import { SimpleGrid } from '@mantine/core';
import type { Directory, Result } from '../directories';
import { DirectoryPrint } from '../print/directory-print';
import { GeographyFilters } from '../search/directory-filters';
import type { FilterChange, Geography, ViewSearch } from '../search/search-schema';
import { useDirectorySearch } from '../search/use-directory-search';
import { useSearchWords } from '../search/use-search-words';
import { useSearchWriter } from '../search/use-search-writer';

/**
 * A directory's print view (/cartilla-medica/imprimir, /farmacias/imprimir), from its record: the same parameters as
 * the directory, or `guardados=1` for the kept listings. A narrower search is written to its address and read again.
 */
export function PrintPage<Row extends Result, Search extends ViewSearch, Filters extends Geography>({
  directory,
}: {
  directory: Directory<Row, Search, Filters>;
}) {
  const { filters, saved } = useDirectorySearch(directory);
  const write = useSearchWriter(directory);
  const { Fields } = directory;
  const change = (next: FilterChange<Filters>) => void write.filters(next);
  const apiFilters = directory.apiFilters(filters);
  const words = useSearchWords(apiFilters);
  const query = useInfiniteQuery({ ...directory.calls.searchAllPagesQueryOptions(apiFilters), enabled: !saved });
  return (
    <DirectoryPrint
      directory={directory}
      filters={filters}
      words={words}
      saved={saved}
      query={query}
      narrow={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="sm">
          <Fields filters={filters} onChange={change} />
          <GeographyFilters {...filters} onChange={change} />
        </SimpleGrid>
      }
    />
  );
}

import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SimpleGrid } from '@mantine/core';
import { DirectoryPrint } from '../print/directory-print';
import { GeographyFilters } from '../search/directory-filters';
import { useSearchWords } from '../search/use-search-words';
import { pharmacyDirectory, providerDirectory, type Directory, type FilterChange, type Result } from '../directories';
import type { Geography } from '../search/search-schema';

/** A directory's print view: the same parameters as the directory, or `guardados=1` for the kept listings. */
function PrintPage<Row extends Result, Search, Filters extends Geography>({
  directory,
  search,
  setSearch,
}: {
  directory: Directory<Row, Search, Filters>;
  search: NoInfer<Search> & { guardados?: 1 };
  /** Writes the print view's address (a narrower search is read again). */
  setSearch: (update: (prev: NoInfer<Search>) => NoInfer<Search>) => void;
}) {
  const filters = useMemo(() => directory.filtersOf(search), [directory, search]);
  const { Fields } = directory;
  const change = (next: FilterChange<Filters>) => setSearch((prev) => directory.withFilters(prev, next));
  const apiFilters = directory.apiFilters(filters);
  const words = useSearchWords(apiFilters);
  const saved = search.guardados === 1;
  const query = useInfiniteQuery({ ...directory.calls.searchAllPagesQueryOptions(apiFilters), enabled: !saved });
  return (
    <DirectoryPrint
      kind={directory.kind}
      title={directory.meta.title}
      texts={directory.texts}
      words={words}
      saved={saved}
      query={query}
      toListing={(row) => directory.toListing(row, words.place)}
      call={directory.calls.searchCall}
      back={directory.routes.page(filters)}
      narrowBy={directory.narrow.by}
      narrow={
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" mt="sm">
          <Fields filters={filters} onChange={change} />
          <GeographyFilters {...filters} onChange={change} />
        </SimpleGrid>
      }
    />
  );
}

const providerRoute = getRouteApi('/cartilla-medica_/imprimir');
const pharmacyRoute = getRouteApi('/farmacias_/imprimir');

/** /cartilla-medica/imprimir: the provider search, or the kept providers. */
export function ProviderPrintPage() {
  const navigate = providerRoute.useNavigate();
  return (
    <PrintPage
      directory={providerDirectory}
      search={providerRoute.useSearch()}
      setSearch={(update) =>
        void navigate({ search: (prev) => ({ ...update(prev), guardados: undefined }), resetScroll: false })
      }
    />
  );
}

/** /farmacias/imprimir: the pharmacy search, or the kept pharmacies. */
export function PharmacyPrintPage() {
  const navigate = pharmacyRoute.useNavigate();
  return (
    <PrintPage
      directory={pharmacyDirectory}
      search={pharmacyRoute.useSearch()}
      setSearch={(update) =>
        void navigate({ search: (prev) => ({ ...update(prev), guardados: undefined }), resetScroll: false })
      }
    />
  );
}

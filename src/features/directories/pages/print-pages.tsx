import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DirectoryPrint } from '../components/directory-print';
import { useSearchWords } from '../components/use-search-words';
import { pharmacyDirectory, providerDirectory, type Directory, type Result } from '../directory-config';
import type { Geography } from '../wider-searches';

/** A directory's print view: the same parameters as the directory, or `guardados=1` for the kept listings. */
function PrintPage<Row extends Result, Search, Filters extends Geography>({
  directory,
  search,
}: {
  directory: Directory<Row, Search, Filters>;
  search: NoInfer<Search> & { guardados?: 1 };
}) {
  const filters = useMemo(() => directory.filtersOf(search), [directory, search]);
  const apiFilters = directory.apiFilters(filters);
  const words = useSearchWords(apiFilters);
  const saved = search.guardados === 1;
  const query = useInfiniteQuery({ ...directory.calls.searchAllPagesQueryOptions(apiFilters), enabled: !saved });
  return (
    <DirectoryPrint
      kind={directory.kind}
      words={words}
      saved={saved}
      query={query}
      toListing={(row) => directory.toListing(row, words.place)}
      call={directory.calls.searchCall}
      backSearch={filters}
    />
  );
}

const providerRoute = getRouteApi('/cartilla-medica_/imprimir');
const pharmacyRoute = getRouteApi('/farmacias_/imprimir');

/** /cartilla-medica/imprimir: the provider search, or the kept providers. */
export function ProviderPrintPage() {
  return <PrintPage directory={providerDirectory} search={providerRoute.useSearch()} />;
}

/** /farmacias/imprimir: the pharmacy search, or the kept pharmacies. */
export function PharmacyPrintPage() {
  return <PrintPage directory={pharmacyDirectory} search={pharmacyRoute.useSearch()} />;
}

import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { providerSearchAllPagesQueryOptions } from '@/api/medical-entities';
import { pharmacySearchAllPagesQueryOptions } from '@/api/pharmacies';
import { DirectoryPrint } from '../components/directory-print';
import { useSearchWords } from '../components/use-search-words';
import { pharmacyListing, providerListing } from '../listing';
import { pharmacyFilters, toPharmacyFilters } from '../pharmacy-search';
import { effectiveProviderFilters } from '../provider-search';

const providerRoute = getRouteApi('/cartilla-medica_/imprimir');
const pharmacyRoute = getRouteApi('/farmacias_/imprimir');

/** /cartilla-medica/imprimir: the provider search (the same parameters as /cartilla-medica), or the kept ones. */
export function ProviderPrintPage() {
  const search = providerRoute.useSearch();
  const filters = useMemo(() => effectiveProviderFilters(search), [search]);
  const words = useSearchWords(filters);
  const saved = search.guardados === 1;
  const query = useInfiniteQuery({ ...providerSearchAllPagesQueryOptions(filters), enabled: !saved });
  return (
    <DirectoryPrint
      kind="providers"
      words={words}
      saved={saved}
      query={query}
      toListing={(entity) => providerListing(entity, words.place)}
      call="providerSearch"
      backSearch={filters}
    />
  );
}

/** /farmacias/imprimir: the pharmacy search (the same parameters as /farmacias), or the kept ones. */
export function PharmacyPrintPage() {
  const search = pharmacyRoute.useSearch();
  const filters = useMemo(() => pharmacyFilters(search), [search]);
  const words = useSearchWords({ ...filters, name: filters.pharmacies_name });
  const saved = search.guardados === 1;
  const query = useInfiniteQuery({
    ...pharmacySearchAllPagesQueryOptions(toPharmacyFilters(filters)),
    enabled: !saved,
  });
  return (
    <DirectoryPrint
      kind="pharmacies"
      words={words}
      saved={saved}
      query={query}
      toListing={(pharmacy) => pharmacyListing(pharmacy, words.place)}
      call="pharmacySearch"
      backSearch={filters}
    />
  );
}

import { useMemo } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  PHARMACY_PAGE_SIZE,
  pharmacyCountQueryOptions,
  pharmacyNamesQueryOptions,
  pharmacySearchAllPagesQueryOptions,
  pharmacySearchQueryOptions,
} from '@/api/pharmacies';
import { PageTitle } from '@/components/layout/page-title';
import { env } from '@/config/env';
import { buildShareLink } from '@/lib/search-params';
import { DirectorySearchForm } from '../components/directory-search-form';
import { GeographyFilters, NameFilter } from '../components/directory-filters';
import { PrintLink } from '../components/print-link';
import { ResultsPanel } from '../components/results-panel';
import { SavedListingsButton } from '../components/saved-listings-button';
import { useDirectorySearch } from '../components/use-directory-search';
import { useNearMeOrder } from '../components/use-near-me-order';
import { WiderSearches } from '../components/wider-searches';
import { useSearchWords } from '../components/use-search-words';
import { pharmacyListing } from '../listing';
import { pharmacyFilters, toPharmacyFilters } from '../pharmacy-search';
import { nextPharmacySearch, pharmacyShareParams } from '../search-changes';
import { pharmacyDirectoryMeta } from '../page-meta';

const route = getRouteApi('/farmacias');

/** /farmacias: the pharmacy directory. Every filter and the page live in the address. */
export function PharmacyDirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => pharmacyFilters(search), [search]);
  const page = search.page ?? 1;
  const apiFilters = toPharmacyFilters(filters);
  const directory = useDirectorySearch({
    search,
    setSearch: (update) => navigate({ search: update }),
    withFilters: nextPharmacySearch,
    searchKeys: [
      pharmacySearchQueryOptions(apiFilters, 1).queryKey,
      pharmacySearchAllPagesQueryOptions(apiFilters).queryKey,
    ],
  });
  const { position } = directory.nearMe;
  const onePage = useQuery({
    ...pharmacySearchQueryOptions(apiFilters, page),
    placeholderData: keepPreviousData,
    // With a position the whole search is read instead; while the browser is asked, the page stands in.
    enabled: !position,
  });
  const whole = useInfiniteQuery({ ...pharmacySearchAllPagesQueryOptions(apiFilters), enabled: !!position });
  const nearest = useNearMeOrder(whole, position, page, PHARMACY_PAGE_SIZE);
  const { place } = useSearchWords(filters);

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{pharmacyDirectoryMeta.title}</PageTitle>
        <SavedListingsButton kind="pharmacies" />
      </Group>
      <Text mb="lg">Encuentre farmacias por nombre o zona.</Text>

      <DirectorySearchForm
        label="Buscar farmacias"
        action="/farmacias"
        columns={4}
        onSearch={() => void directory.runSearch()}
        filters={filters}
        copiedText="Link Copiado"
        buildShareLink={() => buildShareLink(env.publicSiteUrl, '/farmacias', pharmacyShareParams(filters))}
      >
        <NameFilter
          label="Nombre de la farmacia"
          name="pharmacies_name"
          names={pharmacyNamesQueryOptions()}
          value={filters.pharmacies_name}
          onChange={(name) => directory.change({ pharmacies_name: name })}
        />
        <GeographyFilters {...filters} onChange={directory.change} />
      </DirectorySearchForm>

      <ResultsPanel
        results={position ? nearest : onePage}
        call="pharmacySearch"
        page={page}
        pageSize={PHARMACY_PAGE_SIZE}
        onPage={directory.goToPage}
        emptyText="No hay farmacias, busca una."
        emptyExtra={
          <WiderSearches
            geography={filters}
            countOptions={(change) => pharmacyCountQueryOptions(toPharmacyFilters({ ...filters, ...change }))}
            onChoose={directory.change}
          />
        }
        mapLabel="Mapa de farmacias"
        listLabel="Farmacias"
        selection={directory.selection}
        nearMe={directory.nearMe}
        toListing={(pharmacy) => pharmacyListing(pharmacy, place)}
        printLink={<PrintLink kind="pharmacies" search={filters} />}
      />
    </Container>
  );
}

import { useMemo } from 'react';
import { Container, Group, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  PROVIDER_PAGE_SIZE,
  providerCountQueryOptions,
  providerSearchAllPagesQueryOptions,
  providerSearchQueryOptions,
} from '@/api/medical-entities';
import { PageTitle } from '@/components/layout/page-title';
import { env } from '@/config/env';
import { buildShareLink } from '@/lib/search-params';
import { DirectorySearchForm } from '../components/directory-search-form';
import { GeographyFilters, ProviderFilterFields } from '../components/directory-filters';
import { PrintLink } from '../components/print-link';
import { ResultsPanel } from '../components/results-panel';
import { SavedListingsButton } from '../components/saved-listings-button';
import { useDirectorySearch } from '../components/use-directory-search';
import { useNearMeOrder } from '../components/use-near-me-order';
import { WiderSearches } from '../components/wider-searches';
import { useSearchWords } from '../components/use-search-words';
import { providerListing } from '../listing';
import { effectiveProviderFilters, SAVED_PARAM } from '../provider-search';
import { nextProviderSearch, providerShareParams } from '../search-changes';
import { providerDirectoryMeta } from '../page-meta';

const route = getRouteApi('/cartilla-medica');

/** /cartilla-medica: the provider directory. Every filter and the page live in the address. */
export function ProviderDirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => effectiveProviderFilters(search), [search]);
  const page = search.page ?? 1;
  const directory = useDirectorySearch({
    search,
    setSearch: (update) => navigate({ search: update }),
    withFilters: nextProviderSearch,
    searchKeys: [providerSearchQueryOptions(filters, 1).queryKey, providerSearchAllPagesQueryOptions(filters).queryKey],
  });
  const { position } = directory.nearMe;
  const onePage = useQuery({
    ...providerSearchQueryOptions(filters, page),
    placeholderData: keepPreviousData,
    // With a position the whole search is read instead; while the browser is asked, the page stands in.
    enabled: !position,
  });
  const whole = useInfiniteQuery({ ...providerSearchAllPagesQueryOptions(filters), enabled: !!position });
  const nearest = useNearMeOrder(whole, position, page, PROVIDER_PAGE_SIZE);
  const { place } = useSearchWords(filters);

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{providerDirectoryMeta.title}</PageTitle>
        <SavedListingsButton kind="providers" />
      </Group>
      <Text mb="lg">Busque prestadores por nombre, servicio, especialidad o zona.</Text>

      <DirectorySearchForm
        label="Buscar prestadores"
        action="/cartilla-medica"
        columns={3}
        onSearch={() => void directory.runSearch()}
        filters={filters}
        copiedText="Link copiado!"
        buildShareLink={() => buildShareLink(env.publicSiteUrl, '/cartilla-medica', providerShareParams(filters))}
        savedParams={SAVED_PARAM}
      >
        <ProviderFilterFields filters={filters} onChange={directory.change} />
        <GeographyFilters {...filters} onChange={directory.change} />
      </DirectorySearchForm>

      <ResultsPanel
        results={position ? nearest : onePage}
        call="providerSearch"
        page={page}
        pageSize={PROVIDER_PAGE_SIZE}
        onPage={directory.goToPage}
        emptyText="No hay clinicas disponibles, busca una."
        emptyExtra={
          <WiderSearches
            geography={filters}
            countOptions={(change) => providerCountQueryOptions({ ...filters, ...change })}
            onChoose={directory.change}
          />
        }
        mapLabel="Mapa de prestadores"
        listLabel="Prestadores"
        selection={directory.selection}
        nearMe={directory.nearMe}
        toListing={(entity) => providerListing(entity, place)}
        printLink={<PrintLink kind="providers" search={filters} />}
      />
    </Container>
  );
}

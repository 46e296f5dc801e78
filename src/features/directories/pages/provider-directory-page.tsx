import { useMemo } from 'react';
import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PROVIDER_PAGE_SIZE, providerSearchQueryOptions, type MedicalEntity } from '@/api/medical-entities';
import { PageTitle } from '@/components/layout/page-title';
import type { MapMarker } from '@/components/map/lazy-map';
import { env } from '@/config/env';
import { mapPosition } from '@/lib/coordinates';
import { buildShareLink } from '@/lib/search-params';
import { DirectorySearchForm } from '../components/directory-search-form';
import { GeographyFilters } from '../components/geography-filters';
import { ProviderDetails, hasAddressExtra } from '../components/provider-details';
import { ProviderFilterSelects } from '../components/provider-filter-selects';
import { ResultsPanel } from '../components/results-panel';
import { useDirectorySearch } from '../components/use-directory-search';
import { effectiveProviderFilters } from '../provider-search';
import { nextProviderSearch, providerShareParams } from '../search-changes';

const route = getRouteApi('/cartilla-medica');

/** Null (listed, not on the map) when the entity has no usable coordinates. */
function providerMarker(entity: MedicalEntity): MapMarker | null {
  const position = mapPosition(entity.lat, entity.lon);
  if (!position) return null;
  return {
    id: entity.id,
    ...position,
    title: entity.name,
    description: hasAddressExtra(entity.address_extra) ? `${entity.address} (${entity.address_extra})` : entity.address,
    phone: entity.phone || undefined,
  };
}

/** /cartilla-medica: the provider directory. Every filter and the page live in the address. */
export function ProviderDirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => effectiveProviderFilters(search), [search]);
  const page = search.page ?? 1;
  const results = useQuery(providerSearchQueryOptions(filters, page));
  const directory = useDirectorySearch({
    search,
    setSearch: (update) => navigate({ search: update }),
    withFilters: nextProviderSearch,
    firstPageKey: providerSearchQueryOptions(filters, 1).queryKey,
  });

  return (
    <Container size="xl" py="xl">
      <PageTitle>Cartilla médica</PageTitle>
      <Text mb="lg">Busque prestadores por nombre, servicio, especialidad o zona.</Text>

      <DirectorySearchForm
        label="Buscar prestadores"
        action="/cartilla-medica"
        columns={3}
        onSearch={() => void directory.runSearch()}
        filters={filters}
        copiedText="Link copiado!"
        buildShareLink={() => buildShareLink(env.publicSiteUrl, '/cartilla-medica', providerShareParams(filters))}
      >
        <ProviderFilterSelects filters={filters} onChange={directory.change} />
        <GeographyFilters {...filters} onChange={directory.change} />
      </DirectorySearchForm>

      <ResultsPanel
        results={results}
        call="providerSearch"
        page={page}
        pageSize={PROVIDER_PAGE_SIZE}
        onPage={directory.goToPage}
        emptyText="No hay clinicas disponibles, busca una."
        mapLabel="Mapa de prestadores"
        listLabel="Prestadores"
        selection={directory.selection}
        nearMe={directory.nearMe}
        toMarker={providerMarker}
        renderDetails={(entity) => <ProviderDetails entity={entity} />}
      />
    </Container>
  );
}

import { useMemo } from 'react';
import { Container, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { env } from '@/config/env';
import { describeError } from '@/lib/error-catalogue';
import { buildShareLink } from '@/lib/search-params';
import { GeographyFilters } from '@/features/geography/components/geography-filters';
import { ProviderFilterSelects } from './provider-filter-selects';
import { DIRECTORY_PAGE_SIZE, providerSearchQueryOptions } from '@/features/directory/api/search-providers';
import {
  directoryShareParams,
  effectiveDirectoryFilters,
  nextDirectorySearch,
  type DirectoryFilters,
} from '@/features/directory/schemas';
import { ProviderDetails, hasAddressExtra } from './provider-details';
import { ResultCard } from './result-card';
import { DirectorySearchForm } from './directory-search-form';
import { ResultsPanel } from './results-panel';
import { useResultSelection } from './use-result-selection';

const route = getRouteApi('/cartilla-medica');

/** /cartilla-medica: the provider directory. Every filter and the page live in the address. */
export function DirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const filters = useMemo(() => effectiveDirectoryFilters(search), [search]);
  const page = search.page ?? 1;
  const results = useQuery(providerSearchQueryOptions(filters, page));
  const selection = useResultSelection();

  const change = (next: Partial<DirectoryFilters>) => {
    selection.clear();
    void navigate({ search: (prev) => nextDirectorySearch(prev, next) });
  };

  const runSearch = async () => {
    selection.clear();
    await navigate({ search: (prev) => nextDirectorySearch(prev, {}) });
    await queryClient.invalidateQueries({ queryKey: providerSearchQueryOptions(filters, 1).queryKey, exact: true });
  };

  return (
    <Container size="xl" py="xl">
      <PageTitle>Cartilla médica</PageTitle>
      <Text mb="lg">Busque prestadores por nombre, servicio, especialidad o zona.</Text>

      <DirectorySearchForm
        label="Buscar prestadores"
        columns={3}
        onSearch={() => void runSearch()}
        copiedText="Link copiado!"
        buildShareLink={() => buildShareLink(env.publicSiteUrl, '/cartilla-medica', directoryShareParams(filters))}
      >
        <ProviderFilterSelects filters={filters} onChange={change} />
        <GeographyFilters
          province_id={filters.province_id}
          area_id={filters.area_id}
          location_id={filters.location_id}
          onChange={change}
        />
      </DirectorySearchForm>

      <ResultsPanel
        status={results.status}
        items={results.data?.data}
        meta={results.data?.meta}
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPage={(next) => {
          selection.clear();
          void navigate({ search: (prev) => ({ ...prev, page: next }) });
        }}
        emptyText="No hay clinicas disponibles, busca una."
        errorText={describeError('providerSearch', results.error).messages[0] ?? ''}
        onRetry={() => void results.refetch()}
        mapLabel="Mapa de prestadores"
        listLabel="Prestadores"
        selectedId={selection.selectedId}
        onSelect={selection.selectOnMap}
        highlightedId={selection.highlightedId}
        toMarker={(entity) =>
          entity.lat === null || entity.lon === null
            ? null
            : {
                id: entity.id,
                lat: entity.lat,
                lon: entity.lon,
                title: entity.name,
                description: hasAddressExtra(entity.address_extra)
                  ? `${entity.address} (${entity.address_extra})`
                  : entity.address,
                phone: entity.phone || undefined,
              }
        }
        renderItem={(entity) => (
          <ResultCard
            id={entity.id}
            title={entity.name}
            selected={selection.selectedId === entity.id}
            hasPlace={entity.lat !== null && entity.lon !== null}
            onShowOnMap={() => selection.showOnMap(entity.id)}
            onHighlight={selection.setHighlightedId}
          >
            <ProviderDetails entity={entity} />
          </ResultCard>
        )}
      />
    </Container>
  );
}

import { useMemo, useState } from 'react';
import { Button, Container, Group, Paper, SimpleGrid, Text } from '@mantine/core';
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
import { ResultsPanel, scrollMapIntoView, scrollResultIntoView } from './results-panel';
import { ShareButton } from './share-button';

const route = getRouteApi('/cartilla-medica');

/** /cartilla-medica: the provider directory. Every filter and the page live in the address. */
export function DirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const filters = useMemo(() => effectiveDirectoryFilters(search), [search]);
  const page = search.page ?? 1;
  const results = useQuery(providerSearchQueryOptions(filters, page));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const change = (next: Partial<DirectoryFilters>) => {
    setSelectedId(null);
    void navigate({ search: (prev) => nextDirectorySearch(prev, next) });
  };

  const runSearch = async () => {
    setSelectedId(null);
    await navigate({ search: (prev) => nextDirectorySearch(prev, {}) });
    await queryClient.invalidateQueries({ queryKey: providerSearchQueryOptions(filters, 1).queryKey, exact: true });
  };

  return (
    <Container size="xl" py="xl">
      <PageTitle>Cartilla médica</PageTitle>
      <Text mb="lg">Busque prestadores por nombre, servicio, especialidad o zona.</Text>

      <Paper
        component="form"
        role="search"
        aria-label="Buscar prestadores"
        withBorder
        p="md"
        mb="xl"
        onSubmit={(event) => {
          event.preventDefault();
          void runSearch();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <ProviderFilterSelects filters={filters} onChange={change} />
          <GeographyFilters
            province_id={filters.province_id}
            area_id={filters.area_id}
            location_id={filters.location_id}
            onChange={change}
          />
        </SimpleGrid>
        <Group mt="md" align="flex-start">
          <Button type="submit">Buscar</Button>
          <ShareButton
            copiedText="Link copiado!"
            buildLink={() => buildShareLink(env.publicSiteUrl, '/cartilla-medica', directoryShareParams(filters))}
          />
        </Group>
      </Paper>

      <ResultsPanel
        status={results.status}
        items={results.data?.data}
        meta={results.data?.meta}
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        onPage={(next) => {
          setSelectedId(null);
          void navigate({ search: (prev) => ({ ...prev, page: next }) });
        }}
        emptyText="No hay clinicas disponibles, busca una."
        errorText={describeError('providerSearch', results.error).messages[0] ?? ''}
        onRetry={() => void results.refetch()}
        mapLabel="Mapa de prestadores"
        listLabel="Prestadores"
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          if (id !== null) scrollResultIntoView(id);
        }}
        highlightedId={highlightedId}
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
            selected={selectedId === entity.id}
            hasPlace={entity.lat !== null && entity.lon !== null}
            onShowOnMap={() => {
              setSelectedId(entity.id);
              scrollMapIntoView();
            }}
            onHighlight={setHighlightedId}
          >
            <ProviderDetails entity={entity} />
          </ResultCard>
        )}
      />
    </Container>
  );
}

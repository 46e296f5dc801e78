import { useMemo, useState } from 'react';
import { Anchor, Container, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { SearchSelect } from '@/components/search-select';
import { env } from '@/config/env';
import { describeError } from '@/lib/error-catalogue';
import { telHref } from '@/lib/safe-url';
import { buildShareLink, parseTextValue } from '@/lib/search-params';
import { GeographyFilters } from '@/features/geography/components/geography-filters';
import { pharmacyNamesQueryOptions } from '@/features/pharmacies/api/get-pharmacy-names';
import { PHARMACY_PAGE_SIZE, pharmacySearchQueryOptions } from '@/features/pharmacies/api/search-pharmacies';
import {
  pharmacyFilters,
  pharmacyShareParams,
  type PharmacyFilters,
  type Pharmacy,
} from '@/features/pharmacies/schemas';
import { ResultCard } from './result-card';
import { DirectorySearchForm } from './directory-search-form';
import { ResultsPanel } from './results-panel';
import { useResultSelection } from './use-result-selection';

const route = getRouteApi('/farmacias');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function PharmacyDetails({ pharmacy }: { pharmacy: Pharmacy }) {
  const phoneHref = pharmacy.phone ? telHref(pharmacy.phone) : null;
  return (
    <>
      {pharmacy.address && <Text size="sm">{pharmacy.address}</Text>}
      {pharmacy.phone && (
        <Text size="sm">
          Teléfono:{' '}
          {phoneHref ? (
            <Anchor href={phoneHref} size="sm">
              {pharmacy.phone}
            </Anchor>
          ) : (
            pharmacy.phone
          )}
        </Text>
      )}
      {pharmacy.email && (
        <Text size="sm">
          Email:{' '}
          {EMAIL.test(pharmacy.email) ? (
            <Anchor href={`mailto:${pharmacy.email}`} size="sm">
              {pharmacy.email}
            </Anchor>
          ) : (
            pharmacy.email
          )}
        </Text>
      )}
    </>
  );
}

/** /farmacias: the pharmacy directory. Every filter and the page live in the address. */
export function PharmaciesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const filters = useMemo(() => pharmacyFilters(search), [search]);
  const page = search.page ?? 1;
  const results = useQuery(pharmacySearchQueryOptions(filters, page));
  const [namesWanted, setNamesWanted] = useState(false);
  const names = useQuery({ ...pharmacyNamesQueryOptions(), enabled: namesWanted });
  const nameOptions = useMemo(() => (names.data ?? []).map((n) => ({ value: n, label: n })), [names.data]);
  const selection = useResultSelection();

  const change = (next: Partial<PharmacyFilters>) => {
    selection.clear();
    void navigate({ search: (prev) => ({ ...pharmacyFilters(prev), ...next, page: 1 }) });
  };

  const runSearch = async () => {
    selection.clear();
    await navigate({ search: (prev) => ({ ...pharmacyFilters(prev), page: 1 }) });
    await queryClient.invalidateQueries({ queryKey: pharmacySearchQueryOptions(filters, 1).queryKey, exact: true });
  };

  return (
    <Container size="xl" py="xl">
      <PageTitle>Farmacias</PageTitle>
      <Text mb="lg">Encuentre farmacias por nombre o zona.</Text>

      <DirectorySearchForm
        label="Buscar farmacias"
        columns={4}
        onSearch={() => void runSearch()}
        copiedText="Link Copiado"
        buildShareLink={() => buildShareLink(env.publicSiteUrl, '/farmacias', pharmacyShareParams(filters))}
      >
        <SearchSelect
          label="Nombre de la farmacia"
          withAll
          value={filters.pharmacies_name ?? null}
          options={nameOptions}
          loading={namesWanted && names.isPending}
          onFirstUse={() => setNamesWanted(true)}
          onChange={(v) => change({ pharmacies_name: parseTextValue(v) })}
        />
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
        pageSize={PHARMACY_PAGE_SIZE}
        onPage={(next) => {
          selection.clear();
          void navigate({ search: (prev) => ({ ...prev, page: next }) });
        }}
        emptyText="No hay farmacias, busca una."
        errorText={describeError('pharmacySearch', results.error).messages[0] ?? ''}
        onRetry={() => void results.refetch()}
        mapLabel="Mapa de farmacias"
        listLabel="Farmacias"
        selectedId={selection.selectedId}
        onSelect={selection.selectOnMap}
        highlightedId={selection.highlightedId}
        toMarker={(p) =>
          p.lat === null || p.lon === null
            ? null
            : { id: p.id, lat: p.lat, lon: p.lon, title: p.name, description: p.address, phone: p.phone || undefined }
        }
        renderItem={(p) => (
          <ResultCard
            id={p.id}
            title={p.name}
            selected={selection.selectedId === p.id}
            hasPlace={p.lat !== null && p.lon !== null}
            onShowOnMap={() => selection.showOnMap(p.id)}
            onHighlight={selection.setHighlightedId}
          >
            <PharmacyDetails pharmacy={p} />
          </ResultCard>
        )}
      />
    </Container>
  );
}

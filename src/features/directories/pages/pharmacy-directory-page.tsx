import { useMemo } from 'react';
import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  PHARMACY_PAGE_SIZE,
  pharmacyNamesQueryOptions,
  pharmacySearchQueryOptions,
  type Pharmacy,
} from '@/api/pharmacies';
import { PageTitle } from '@/components/layout/page-title';
import type { MapMarker } from '@/components/map/lazy-map';
import { env } from '@/config/env';
import { mapPosition } from '@/lib/coordinates';
import { buildShareLink } from '@/lib/search-params';
import { DirectorySearchForm } from '../components/directory-search-form';
import { GeographyFilters } from '../components/geography-filters';
import { NameSelect } from '../components/name-select';
import { PharmacyDetails } from '../components/pharmacy-details';
import { ResultsPanel } from '../components/results-panel';
import { useDirectorySearch } from '../components/use-directory-search';
import { pharmacyFilters, toPharmacyFilters } from '../pharmacy-search';
import { nextPharmacySearch, pharmacyShareParams } from '../search-changes';

const route = getRouteApi('/farmacias');

/** Null (listed, not on the map) when the pharmacy has no usable coordinates. */
function pharmacyMarker(p: Pharmacy): MapMarker | null {
  const position = mapPosition(p.lat, p.lon);
  if (!position) return null;
  return { id: p.id, ...position, title: p.name, description: p.address, phone: p.phone || undefined };
}

/** /farmacias: the pharmacy directory. Every filter and the page live in the address. */
export function PharmacyDirectoryPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => pharmacyFilters(search), [search]);
  const page = search.page ?? 1;
  const results = useQuery(pharmacySearchQueryOptions(toPharmacyFilters(filters), page));
  const directory = useDirectorySearch({
    search,
    setSearch: (update) => navigate({ search: update }),
    withFilters: nextPharmacySearch,
    firstPageKey: pharmacySearchQueryOptions(toPharmacyFilters(filters), 1).queryKey,
  });

  return (
    <Container size="xl" py="xl">
      <PageTitle>Farmacias</PageTitle>
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
        <NameSelect
          label="Nombre de la farmacia"
          name="pharmacies_name"
          names={pharmacyNamesQueryOptions()}
          value={filters.pharmacies_name}
          onChange={(name) => directory.change({ pharmacies_name: name })}
        />
        <GeographyFilters {...filters} onChange={directory.change} />
      </DirectorySearchForm>

      <ResultsPanel
        results={results}
        call="pharmacySearch"
        page={page}
        pageSize={PHARMACY_PAGE_SIZE}
        onPage={directory.goToPage}
        emptyText="No hay farmacias, busca una."
        mapLabel="Mapa de farmacias"
        listLabel="Farmacias"
        selection={directory.selection}
        nearMe={directory.nearMe}
        toMarker={pharmacyMarker}
        renderDetails={(pharmacy) => <PharmacyDetails pharmacy={pharmacy} />}
      />
    </Container>
  );
}

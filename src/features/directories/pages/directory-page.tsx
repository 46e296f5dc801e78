import { Container, Group, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { HydrateLater } from '@/boot/hydration';
import { env } from '@/config/env';
import { buildShareLink } from '@/lib/search-params';
import { DirectorySearchForm } from '../search/directory-search-form';
import { GeographyFilters } from '../search/directory-filters';
import { NarrowOffers } from '../search/narrow-offers';
import { PrintLink } from '../print/print-link';
import { ResultsPanel } from '../results/results-panel';
import { SavedListingsButton } from '../saved/saved-listings-button';
import { useDirectorySearch } from '../search/use-directory-search';
import { useNearMeOrder } from '../map/use-near-me-order';
import { WiderSearches } from '../results/wider-searches';
import { useSearchWords } from '../search/use-search-words';
import { pharmacyDirectory, providerDirectory, type Directory, type FilterChange, type Result } from '../directories';
import type { Geography } from '../search/search-schema';

/** What the page reads of its route: the loader deps (the search's filters and page), the address, and its writer. */
type DirectoryRoute<Search, Filters> = {
  useLoaderDeps: () => { filters: Filters; page: number };
  useSearch: () => Search;
  useNavigate: () => (options: { search: (prev: Search) => Search; resetScroll: false }) => Promise<void>;
};

type Props<Row extends Result, Search, Filters extends Geography> = {
  directory: Directory<Row, Search, Filters>;
  /** Its types come from the directory's. */
  route: DirectoryRoute<NoInfer<Search>, NoInfer<Filters>>;
};

/** A directory (/cartilla-medica, /farmacias). Every filter and the page live in the address. */
function DirectoryPage<Row extends Result, Search extends { cerca?: 1 }, Filters extends Geography>({
  directory,
  route,
}: Props<Row, Search, Filters>) {
  const { calls, texts } = directory;
  const { filters, page } = route.useLoaderDeps();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const apiFilters = directory.apiFilters(filters);
  const directorySearch = useDirectorySearch<Search, FilterChange<Filters>>({
    search,
    setSearch: (update) => navigate({ search: update, resetScroll: false }),
    withFilters: directory.withFilters,
    searchKeys: [
      calls.searchQueryOptions(apiFilters, 1).queryKey,
      calls.searchAllPagesQueryOptions(apiFilters).queryKey,
    ],
  });
  const { position } = directorySearch.nearMe;
  const onePage = useQuery({
    ...calls.searchQueryOptions(apiFilters, page),
    placeholderData: keepPreviousData,
    // With a position the whole search is read instead; while the browser is asked, the page stands in.
    enabled: !position,
  });
  const whole = useInfiniteQuery({ ...calls.searchAllPagesQueryOptions(apiFilters), enabled: !!position });
  const nearest = useNearMeOrder(whole, position, page, calls.pageSize);
  const { place } = useSearchWords(apiFilters);
  const { Fields } = directory;

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{directory.meta.title}</PageTitle>
        <SavedListingsButton
          kind={directory.kind}
          noneSaved={texts.noneSaved}
          printSaved={directory.routes.print({ guardados: 1 })}
        />
      </Group>
      <Text mb="lg">{texts.intro}</Text>

      <HydrateLater>
        <DirectorySearchForm
          label={texts.form}
          action={directory.routes.path}
          columns={directory.columns}
          onSearch={() => void directorySearch.runSearch()}
          filters={filters}
          copiedText={texts.copied}
          buildShareLink={() =>
            buildShareLink(env.publicSiteUrl, directory.routes.path, directory.shareParams(filters))
          }
          savedParams={directory.savedParams}
        >
          <Fields filters={filters} onChange={directorySearch.change} />
          <GeographyFilters {...filters} onChange={directorySearch.change} />
        </DirectorySearchForm>
      </HydrateLater>

      <HydrateLater>
        <ResultsPanel
          results={position ? nearest : onePage}
          call={calls.searchCall}
          page={page}
          pageSize={calls.pageSize}
          onPage={directorySearch.goToPage}
          texts={texts}
          emptyExtra={
            <WiderSearches
              geography={filters}
              countOptions={(change) => calls.countQueryOptions(directory.apiFilters({ ...filters, ...change }))}
              onChoose={directorySearch.change}
            />
          }
          selection={directorySearch.selection}
          nearMe={directorySearch.nearMe}
          toListing={(row) => directory.toListing(row, place)}
          reportLabel={directory.reportLabel}
          printLink={<PrintLink link={directory.routes.print(filters)} />}
          narrowBy={directory.narrow.by}
          narrowOffers={<NarrowOffers offers={directory.narrow.offers(filters)} />}
        />
      </HydrateLater>
    </Container>
  );
}

const providerRoute = getRouteApi('/cartilla-medica');
const pharmacyRoute = getRouteApi('/farmacias');

/** /cartilla-medica: the provider directory. */
export function ProviderDirectoryPage() {
  return <DirectoryPage directory={providerDirectory} route={providerRoute} />;
}

/** /farmacias: the pharmacy directory. */
export function PharmacyDirectoryPage() {
  return <DirectoryPage directory={pharmacyDirectory} route={pharmacyRoute} />;
}

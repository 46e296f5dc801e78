import { useRef } from 'react';
import { Box, Button, Grid } from '@mantine/core';
import { useHydrationDone } from '@/boot/hydration';
import type { Directory, Result } from '../directories';
import { NearMeControl } from '../map/near-me-control';
import { ResultsMap } from '../map/results-map';
import type { OrderedResults } from '../map/use-near-me-order';
import { PrintLink } from '../print/print-link';
import { NarrowOffers } from '../search/narrow-offers';
import type { Geography, ViewSearch } from '../search/search-schema';
import type { SearchActions } from '../search/use-search-actions';
import type { Listing } from './listing';
import { ResultsCount, ResultsHeading } from './results-heading';
import { ResultsBody, ResultsPages } from './results-list';
import { PENDING, shownResults } from './results-state';
import { WiderSearches } from './wider-searches';

type Props<Row extends Result, Search extends ViewSearch, Filters extends Geography> = {
  directory: Directory<Row, Search, Filters>;
  filters: Filters;
  page: number;
  /** The search's query (or its 'Cerca mío' order): its state, its page of results, its error. */
  results: OrderedResults<Row>;
  actions: SearchActions<Filters>;
  /** A result as a listing: its lines under its name, its place on the map, its extras. */
  toListing: (row: Row) => Listing;
};

/** On phones the map sits below the list: 'Ver mapa' and 'Ver lista' jump between them. */
function jumpTo(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'start' });
  element?.focus({ preventScroll: true });
}

/** List + count + paginator beside the shared map. The map is an extra: the list holds everything. */
export function ResultsPanel<Row extends Result, Search extends ViewSearch, Filters extends Geography>({
  directory,
  filters,
  page,
  actions: { selection, nearMe, change, goToPage },
  ...props
}: Props<Row, Search, Filters>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mapBoxRef = useRef<HTMLDivElement>(null);
  // The prerendered page shows the results loading: so does the render that hydrates it.
  const shown = shownResults(useHydrationDone() ? props.results : PENDING);
  const { status, total, paginatorTotal } = shown;
  const { calls, texts } = directory;
  const listings = (shown.rows ?? []).map(props.toListing);
  const goTo = (next: number) => {
    selection.clear();
    goToPage(next);
    headingRef.current?.focus();
  };
  const wider = (
    <WiderSearches
      geography={filters}
      countOptions={(more) => calls.countQueryOptions(directory.apiFilters({ ...filters, ...more }))}
      onChoose={change}
    />
  );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ResultsHeading
          headingRef={headingRef}
          // There from the start (on a phone it wraps under the heading): nothing moves when the results arrive.
          print={!(status === 'success' && total === 0) && <PrintLink link={directory.links.print(filters)} />}
        />
        <ResultsCount
          shown={shown}
          nearMeActive={nearMe.active}
          narrowBy={directory.narrow.by}
          narrowOffers={<NarrowOffers offers={directory.narrow.offers(filters)} />}
        />
        <Box mb="md">
          <NearMeControl
            nearMe={nearMe}
            beside={
              <Button variant="default" hiddenFrom="md" onClick={() => jumpTo(mapBoxRef.current)}>
                Ver mapa
              </Button>
            }
          />
        </Box>
        <ResultsBody
          shown={shown}
          listings={listings}
          directory={directory}
          emptyExtra={wider}
          list={{ selection, origin: nearMe.position, reportLabel: directory.reportLabel }}
        />
        <ResultsPages
          page={page}
          total={paginatorTotal}
          pageSize={calls.pageSize}
          disabled={status !== 'success'}
          onChange={goTo}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ResultsMap
          boxRef={mapBoxRef}
          listings={listings}
          label={texts.map}
          selection={selection}
          userLocation={nearMe.position}
          onList={() => jumpTo(headingRef.current)}
        />
      </Grid.Col>
    </Grid>
  );
}

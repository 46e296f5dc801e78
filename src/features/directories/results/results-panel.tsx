import { useRef, type ReactNode } from 'react';
import { Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { pageCount } from '@/api/paged';
import { ErrorState, ListSkeleton, OfflineNotice } from '@/components/list-states';
import { LazyMap, type MapMarker } from '@/components/map/lazy-map';
import { Paginator } from '@/components/paginator';
import { describeError, type ApiCall } from '@/api/errors';
import { distanceMeters, formatDistance, type GeoPoint } from '@/lib/geo';
import { mapPosition } from '@/lib/coordinates';
import { useHydrationDone } from '@/boot/hydration';
import { fullAddress, type Listing } from './listing';
import { partialText } from '../search/narrow-search';
import { ListingActions } from './listing-actions';
import { ListingDetails } from './listing-details';
import { NearMeControl } from '../map/near-me-control';
import { RESULT_CARD_HEIGHT, ResultCard } from './result-card';
import type { NearMe } from '../map/use-near-me';
import type { OrderedResults } from '../map/use-near-me-order';
import type { ResultSelection } from './use-result-selection';

const MAP_HEIGHT = 480;

type Props<T extends { id: number; name: string }> = {
  /** The search's query (or its 'Cerca mío' order): its state, its page of results, its error. */
  results: OrderedResults<T>;
  /** The call whose catalogue text tells a failure. */
  call: ApiCall;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A result as a listing: its lines under its name, its place on the map, its extras. */
  toListing: (item: T) => Listing;
  /** What a report of a wrong listing says it is about (the directory's `reportLabel`). */
  reportLabel: string;
  /** 'Imprimir o guardar en PDF': the print view of the whole search, beside the heading. */
  printLink: ReactNode;
  /** The directory's texts: a search that finds nothing, the map's and the list's names. */
  texts: { empty: string; map: string; list: string };
  /** Below the empty text: a way forward (the wider searches). */
  emptyExtra?: ReactNode;
  selection: ResultSelection;
  nearMe: NearMe;
  /** A search larger than 'Cerca mío' reads: the filters that narrow it, in words and as offers. */
  narrowBy: string;
  narrowOffers: ReactNode;
};

const PENDING = {
  status: 'pending',
  fetchStatus: 'fetching',
  data: undefined,
  isPlaceholderData: false,
  error: null,
  refetch: () => {},
  orderedOnly: undefined,
} as const;

/** Its place on the map, or null (listed, not on the map) when it has no usable coordinates. */
function listingMarker(listing: Listing): MapMarker | null {
  const position = mapPosition(listing.lat, listing.lon);
  if (!position) return null;
  const { id, name: title, phone } = listing;
  return { id, ...position, title, description: fullAddress(listing), phone: phone || undefined };
}

/** The page's results with their distance from `origin` (the order is the search's: 'Cerca mío' ordered it). */
function withDistance(listings: Listing[], origin: GeoPoint | null) {
  return listings.map((listing) => {
    const marker = listingMarker(listing);
    return { listing, marker, meters: origin && marker ? distanceMeters(origin, marker) : null };
  });
}

/** On phones the map sits below the list: 'Ver mapa' and 'Ver lista' jump between them. */
function jumpTo(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'start' });
  element?.focus({ preventScroll: true });
}

/** List + count + paginator beside the shared map. The map is an extra: the list holds everything. */
export function ResultsPanel<T extends { id: number; name: string }>(props: Props<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mapBoxRef = useRef<HTMLDivElement>(null);

  const { page, pageSize, selection, nearMe } = props;
  // The prerendered page shows the results loading: so does the render that hydrates it.
  const results = useHydrationDone() ? props.results : PENDING;
  // While the next page loads, the last one stands in (keepPreviousData). Only its total is used, so that the
  // paginator stays where it was (disabled) and nothing jumps; everything else shows the new page loading.
  const status = results.isPlaceholderData ? 'pending' : results.status;
  const shown = status === 'success' ? results.data : undefined;
  const items = shown?.data;
  const meta = shown?.meta;
  const total = meta?.total ?? 0;
  const paginatorTotal = status === 'error' ? 0 : (results.orderedOnly ?? results.data?.meta.total ?? 0);
  const listings = (items ?? []).map(props.toListing);
  const markers = listings.map(listingMarker).filter((m): m is MapMarker => m !== null);

  const goTo = (next: number) => {
    selection.clear();
    props.onPage(next);
    headingRef.current?.focus();
  };

  let body: ReactNode;
  if (status === 'pending') body = <ListSkeleton rows={pageSize} height={RESULT_CARD_HEIGHT} />;
  else if (status === 'error')
    body = (
      <ErrorState
        message={describeError(props.call, results.error).messages[0] ?? ''}
        onRetry={() => void results.refetch()}
      />
    );
  else if (!items || items.length === 0)
    // Not the shared EmptyState: its 'dimmed' text fails contrast (4.5:1) on white.
    body = (
      <>
        <Text role="status" py="lg" ta="center" c="gray.7" fw={500}>
          {props.texts.empty}
        </Text>
        {total === 0 && props.emptyExtra}
      </>
    );
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.texts.list}>
        {withDistance(listings, nearMe.position).map(({ listing, marker, meters }) => (
          <li key={listing.id}>
            <ResultCard
              id={listing.id}
              title={listing.name}
              distance={meters === null ? undefined : formatDistance(meters)}
              selected={selection.selectedId === listing.id}
              hasPlace={marker !== null}
              onShowOnMap={() => selection.showOnMap(listing.id)}
              onHighlight={selection.setHighlightedId}
              actions={<ListingActions listing={listing} reportLabel={props.reportLabel} />}
            >
              <ListingDetails listing={listing} />
            </ResultCard>
          </li>
        ))}
      </Stack>
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Group justify="space-between" align="baseline" gap="xs" mb={4}>
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            Resultados
          </Title>
          {/* There from the start (on a phone it wraps under the heading): nothing moves when the results arrive. */}
          {!(status === 'success' && total === 0) && props.printLink}
        </Group>
        <Text size="sm" c="gray.7" mb="sm" aria-live="polite" mih={22}>
          {status === 'success' && meta && meta.from !== null && meta.to !== null
            ? `Mostrando ${meta.from}–${meta.to} de ${meta.total}${nearMe.active ? ', de más cerca a más lejos' : ''}`
            : status === 'pending' && nearMe.active
              ? 'Ordenando toda la búsqueda por distancia…'
              : ''}
        </Text>
        {status === 'success' && nearMe.active && results.orderedOnly !== undefined && (
          <Box mb="sm">
            <Text size="sm" c="gray.8" fw={500}>
              {partialText('Se ordenaron por distancia', results.orderedOnly, total, props.narrowBy)}
            </Text>
            {props.narrowOffers}
          </Box>
        )}
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
        {/* The skeleton says it itself; here, a page shown while the next one waits for the connection. */}
        {status !== 'pending' && results.fetchStatus === 'paused' && (
          <Box mb="sm">
            <OfflineNotice />
          </Box>
        )}
        <Box mih={status === 'success' && total === 0 ? undefined : pageSize * (RESULT_CARD_HEIGHT + 12)}>{body}</Box>
        {paginatorTotal > 0 && (
          <Box mt="md">
            <Paginator
              page={page}
              pageCount={pageCount(paginatorTotal, pageSize)}
              onChange={goTo}
              label="Páginas de resultados"
              disabled={status !== 'success'}
            />
          </Box>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box data-map-box ref={mapBoxRef} tabIndex={-1} style={{ position: 'sticky', top: 16, outline: 'none' }}>
          <Button variant="default" hiddenFrom="md" mb="sm" onClick={() => jumpTo(headingRef.current)}>
            Ver lista
          </Button>
          <LazyMap
            markers={markers}
            height={MAP_HEIGHT}
            ariaLabel={props.texts.map}
            selectedId={selection.selectedId}
            onSelect={(id) => selection.selectOnMap(typeof id === 'number' ? id : id === null ? null : Number(id))}
            highlightedId={selection.highlightedId}
            userLocation={nearMe.position}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}

import { useRef, type ReactNode } from 'react';
import { Box, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { pageCount, type Paged } from '@/api/paged';
import { ErrorState, ListSkeleton, OfflineNotice } from '@/components/list-states';
import { LazyMap, type MapMarker } from '@/components/map/lazy-map';
import { Paginator } from '@/components/paginator';
import { describeError, type ApiCall } from '@/lib/error-catalogue';
import { distanceMeters, formatDistance, type GeoPoint } from '@/lib/geo';
import { useHydrated } from '@/lib/use-hydrated';
import { NearMeControl } from './near-me-control';
import { RESULT_CARD_HEIGHT, ResultCard } from './result-card';
import type { NearMe } from './use-near-me';
import type { ResultSelection } from './use-result-selection';

const MAP_HEIGHT = 480;

type Props<T extends { id: number; name: string }> = {
  /** The search's query: its state, its page of results, its error. */
  results: {
    status: 'pending' | 'error' | 'success';
    /** 'paused': waiting for the connection to come back. */
    fetchStatus: 'fetching' | 'paused' | 'idle';
    data: Paged<T> | undefined;
    error: unknown;
    refetch: () => unknown;
  };
  /** The call whose catalogue text tells a failure. */
  call: ApiCall;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A result's own lines (address, phone…) under its name. */
  renderDetails: (item: T) => ReactNode;
  /** Its place on the map, or null when it has none. */
  toMarker: (item: T) => MapMarker | null;
  emptyText: string;
  mapLabel: string;
  listLabel: string;
  selection: ResultSelection;
  nearMe: NearMe;
};

const PENDING = {
  status: 'pending',
  fetchStatus: 'fetching',
  data: undefined,
  error: null,
  refetch: () => {},
} as const;

/** The page's results with their distance from `origin`, nearest first (places without coordinates last). */
function byDistance<T>(items: T[], toMarker: (item: T) => MapMarker | null, origin: GeoPoint | null) {
  const rows = items.map((item) => {
    const place = toMarker(item);
    return { item, meters: origin && place ? distanceMeters(origin, place) : null };
  });
  if (origin) rows.sort((a, b) => (a.meters ?? Infinity) - (b.meters ?? Infinity));
  return rows;
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
  const results = useHydrated() ? props.results : PENDING;
  const { status } = results;
  const items = results.data?.data;
  const meta = results.data?.meta;
  const total = meta?.total ?? 0;
  // While the next page loads, the paginator stays where it was (disabled): nothing jumps.
  const lastTotal = useRef(0);
  if (status === 'success') lastTotal.current = total;
  const shownTotal = status === 'pending' ? lastTotal.current : status === 'success' ? total : 0;
  const markers = (items ?? []).map(props.toMarker).filter((m): m is MapMarker => m !== null);

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
      <Text role="status" py="lg" ta="center" c="gray.7" fw={500}>
        {props.emptyText}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.listLabel}>
        {byDistance(items, props.toMarker, nearMe.position).map(({ item, meters }) => (
          <li key={item.id}>
            <ResultCard
              id={item.id}
              title={item.name}
              distance={meters === null ? undefined : formatDistance(meters)}
              selected={selection.selectedId === item.id}
              hasPlace={props.toMarker(item) !== null}
              onShowOnMap={() => selection.showOnMap(item.id)}
              onHighlight={selection.setHighlightedId}
            >
              {props.renderDetails(item)}
            </ResultCard>
          </li>
        ))}
      </Stack>
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} mb={4}>
          Resultados
        </Title>
        <Text size="sm" c="gray.7" mb="sm" aria-live="polite" mih={22}>
          {status === 'success' && meta && meta.from !== null && meta.to !== null
            ? `Mostrando ${meta.from}–${meta.to} de ${meta.total}${nearMe.active ? ', de más cerca a más lejos' : ''}`
            : ''}
        </Text>
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
        {shownTotal > 0 && (
          <Box mt="md">
            <Paginator
              page={page}
              pageCount={pageCount(shownTotal, pageSize)}
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
            ariaLabel={props.mapLabel}
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

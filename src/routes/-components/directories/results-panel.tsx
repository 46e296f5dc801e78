import { useRef, type ReactNode } from 'react';
import { Box, Grid, Stack, Text, Title } from '@mantine/core';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { LazyMap, type MapMarker } from '@/components/map/lazy-map';
import { Paginator } from '@/components/paginator';
import { pageCount } from '@/lib/paged';

export const RESULT_CARD_HEIGHT = 148;

/** A place chosen from the list: bring the map into view (on phones it is below the list). */
export function scrollMapIntoView() {
  document.querySelector('[data-map-box]')?.scrollIntoView?.({ block: 'nearest' });
}

/** A place chosen on the map: bring its list item into view (wide screens only: on phones the map is below the list and the popup says it all). */
export function scrollResultIntoView(id: number) {
  if (!window.matchMedia?.('(min-width: 62em)').matches) return;
  document.querySelector(`[data-result-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });
}
const MAP_HEIGHT = 480;

type Meta = { from: number | null; to: number | null; total: number };

type Props<T extends { id: number }> = {
  /** Query state of the search. */
  status: 'pending' | 'error' | 'success';
  items: T[] | undefined;
  meta: Meta | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  toMarker: (item: T) => MapMarker | null;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  mapLabel: string;
  listLabel: string;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  highlightedId: number | null;
};

/** List + count + paginator beside the shared map. The map is an extra: the list holds everything. */
export function ResultsPanel<T extends { id: number }>(props: Props<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { status, items, meta, page, pageSize } = props;
  const total = meta?.total ?? 0;
  // While the next page loads, the paginator stays where it was (disabled): nothing jumps.
  const lastTotal = useRef(0);
  if (status === 'success') lastTotal.current = total;
  const shownTotal = status === 'pending' ? lastTotal.current : status === 'success' ? total : 0;
  const markers = (items ?? []).map(props.toMarker).filter((m): m is MapMarker => m !== null);

  const goTo = (next: number) => {
    props.onPage(next);
    headingRef.current?.focus();
  };

  let body: ReactNode;
  if (status === 'pending') body = <ListSkeleton rows={pageSize} height={RESULT_CARD_HEIGHT} />;
  else if (status === 'error') body = <ErrorState message={props.errorText} onRetry={props.onRetry} />;
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
        {items.map((item) => (
          <li key={item.id}>{props.renderItem(item)}</li>
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
            ? `Mostrando ${meta.from}–${meta.to} de ${meta.total}`
            : ''}
        </Text>
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
        <Box data-map-box style={{ position: 'sticky', top: 16 }}>
          <LazyMap
            markers={markers}
            height={MAP_HEIGHT}
            ariaLabel={props.mapLabel}
            selectedId={props.selectedId}
            onSelect={(id) => props.onSelect(typeof id === 'number' ? id : id === null ? null : Number(id))}
            highlightedId={props.highlightedId}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}

import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { pageCount } from '@/api/paged';
import { ErrorState, ListSkeleton, OfflineNotice } from '@/components/list-states';
import { Paginator } from '@/components/paginator';
import { describeError, type ApiCall } from '@/api/errors';
import { formatDistance, type GeoPoint } from '@/lib/geo';
import { withDistance } from '../map/listing-marker';
import type { Listing } from './listing';
import { ListingActions } from './listing-actions';
import { ListingDetails } from './listing-details';
import { RESULT_CARD_HEIGHT, ResultCard } from './result-card';
import type { ShownResults } from './results-state';
import type { ResultSelection } from './use-result-selection';

type BodyProps = {
  shown: ShownResults<unknown>;
  listings: Listing[];
  /** The directory's: its page size, the call whose catalogue text tells a failure, its texts. */
  directory: { calls: { pageSize: number; searchCall: ApiCall }; texts: { empty: string; list: string } };
  /** Below the empty text: a way forward (the wider searches). */
  emptyExtra: ReactNode;
  list: Omit<ListProps, 'listings' | 'label'>;
};

/**
 * The results' place, as tall as a page of them until the search is known to find nothing; above it, a page shown
 * while the next one waits for the connection says so (the skeleton says it itself).
 */
export function ResultsBody(props: BodyProps) {
  const { status, total, results } = props.shown;
  return (
    <>
      {status !== 'pending' && results.fetchStatus === 'paused' && (
        <Box mb="sm">
          <OfflineNotice />
        </Box>
      )}
      <Box
        mih={
          status === 'success' && total === 0 ? undefined : props.directory.calls.pageSize * (RESULT_CARD_HEIGHT + 12)
        }
      >
        <ResultsContent {...props} />
      </Box>
    </>
  );
}

/** Loading, failed (with 'Reintentar'), nothing found, or the list. */
function ResultsContent({ shown, listings, directory, emptyExtra, list }: BodyProps) {
  const { status, results } = shown;
  if (status === 'pending') return <ListSkeleton rows={directory.calls.pageSize} height={RESULT_CARD_HEIGHT} />;
  if (status === 'error')
    return (
      <ErrorState
        message={describeError(directory.calls.searchCall, results.error).messages[0] ?? ''}
        onRetry={() => void results.refetch()}
      />
    );
  if (listings.length === 0)
    // Not the shared EmptyState: its 'dimmed' text fails contrast (4.5:1) on white.
    return (
      <>
        <Text role="status" py="lg" ta="center" c="gray.7" fw={500}>
          {directory.texts.empty}
        </Text>
        {shown.total === 0 && emptyExtra}
      </>
    );
  return <ResultsList listings={listings} label={directory.texts.list} {...list} />;
}

type ListProps = {
  listings: Listing[];
  /** The list's accessible name (the directory's). */
  label: string;
  selection: ResultSelection;
  /** 'Cerca mío''s position: each result says how far it is. */
  origin: GeoPoint | null;
  /** What a report of a wrong listing says it is about (the directory's). */
  reportLabel: string;
};

/** The page's results, each with its extras; hovering one marks it on the map, 'Ver en el mapa' opens its popup. */
function ResultsList({ listings, label, selection, origin, reportLabel }: ListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {withDistance(listings, origin).map(({ listing, marker, meters }) => (
        <li key={listing.id}>
          <ResultCard
            id={listing.id}
            title={listing.name}
            distance={meters === null ? undefined : formatDistance(meters)}
            onMap={{
              selected: selection.selectedId === listing.id,
              hasPlace: marker !== null,
              onShow: () => selection.showOnMap(listing.id),
              onHighlight: selection.setHighlightedId,
            }}
            actions={<ListingActions listing={listing} reportLabel={reportLabel} />}
          >
            <ListingDetails listing={listing} />
          </ResultCard>
        </li>
      ))}
    </Stack>
  );
}

type PagesProps = {
  page: number;
  /** The rows the paginator goes through: the search's, or those 'Cerca mío' ordered. */
  total: number;
  pageSize: number;
  /** While a page loads or failed. */
  disabled: boolean;
  onChange: (page: number) => void;
};

/** The paginator under the list, when there is anything to page through. */
export function ResultsPages({ page, total, pageSize, disabled, onChange }: PagesProps) {
  if (total === 0) return null;
  return (
    <Box mt="md">
      <Paginator
        page={page}
        pageCount={pageCount(total, pageSize)}
        onChange={onChange}
        label="Páginas de resultados"
        disabled={disabled}
      />
    </Box>
  );
}

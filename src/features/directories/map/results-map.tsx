import type { Ref } from 'react';
import { Box, Button } from '@mantine/core';
import { LazyMap, type MapMarker } from '@/components/map/lazy-map';
import type { GeoPoint } from '@/lib/geo';
import type { Listing } from '../results/listing';
import type { ResultSelection } from '../results/use-result-selection';
import { listingMarker } from './listing-marker';

const MAP_HEIGHT = 480;

type Props = {
  /** The map's box: 'Ver mapa' brings it into view. */
  boxRef: Ref<HTMLDivElement>;
  /** The page's results: those with a place are its markers. */
  listings: Listing[];
  /** The map's accessible name (the directory's). */
  label: string;
  selection: ResultSelection;
  /** 'Cerca mío''s position, marked on the map. */
  userLocation: GeoPoint | null;
  /** 'Ver lista' (phones, where the map is below the list). */
  onList: () => void;
};

/** The shared map beside the list, sticky on wide screens. The map is an extra: the list holds everything. */
export function ResultsMap({ boxRef, listings, label, selection, userLocation, onList }: Props) {
  const markers = listings.map(listingMarker).filter((m): m is MapMarker => m !== null);
  return (
    <Box data-map-box ref={boxRef} tabIndex={-1} style={{ position: 'sticky', top: 16, outline: 'none' }}>
      <Button variant="default" hiddenFrom="md" mb="sm" onClick={onList}>
        Ver lista
      </Button>
      <LazyMap
        markers={markers}
        height={MAP_HEIGHT}
        ariaLabel={label}
        selectedId={selection.selectedId}
        onSelect={(id) => selection.selectOnMap(typeof id === 'number' ? id : id === null ? null : Number(id))}
        highlightedId={selection.highlightedId}
        userLocation={userLocation}
      />
    </Box>
  );
}

import { useId, type RefObject } from 'react';
import { ActionIcon, Anchor, Stack, Text } from '@mantine/core';
import { Marker, Popup, type MapRef } from 'react-map-gl/maplibre';
import { ExternalLink } from '@/components/external-link';
import type { GeoPoint } from '@/lib/geo';
import { directionsUrl } from '@/lib/directions';
import { telHref } from '@/lib/safe-url';
import type { MapMarker } from './types';
import classes from './map.module.css';

/** A place's pin: a toggle button named by the place, above the others while chosen or highlighted. */
export function PlaceMarker({
  place,
  selected,
  highlighted,
  onSelect,
}: {
  place: MapMarker;
  selected: boolean;
  highlighted: boolean;
  onSelect: (id: MapMarker['id']) => void;
}) {
  return (
    <Marker
      longitude={place.lon}
      latitude={place.lat}
      anchor="bottom"
      style={{ zIndex: selected ? 2 : highlighted ? 1 : 0 }}
    >
      <button
        type="button"
        className={classes.marker}
        aria-label={place.title}
        aria-pressed={selected}
        data-selected={selected}
        data-highlighted={highlighted}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(place.id);
        }}
      />
    </Marker>
  );
}

/** The visitor's position ('Cerca mío'). */
export function HereMarker({ at }: { at: GeoPoint }) {
  return (
    <Marker longitude={at.lon} latitude={at.lat} anchor="center" style={{ zIndex: 3 }}>
      <div className={classes.here}>
        <span className={classes.hereDot} aria-hidden />
        <span className={classes.hereLabel}>Estás aquí</span>
      </div>
    </Marker>
  );
}

/** The chosen place's popup: a group named by the place, so it is found (and read) by the place's name. */
export function PlacePopup({ place, onClose }: { place: MapMarker; onClose: () => void }) {
  const titleId = useId();
  const phoneHref = place.phone ? telHref(place.phone) : null;
  return (
    <Popup
      longitude={place.lon}
      latitude={place.lat}
      anchor="top"
      offset={8}
      closeOnClick={false}
      onClose={onClose}
      className={classes.popup}
      maxWidth="280px"
    >
      <Stack gap={4} role="group" aria-labelledby={titleId}>
        <Text id={titleId} fw={700} size="sm">
          {place.title}
        </Text>
        {place.description && <Text size="sm">{place.description}</Text>}
        {place.phone &&
          (phoneHref ? (
            <Anchor href={phoneHref} size="sm">
              {place.phone}
            </Anchor>
          ) : (
            <Text size="sm">{place.phone}</Text>
          ))}
        <ExternalLink href={directionsUrl(place)} size="sm" fw={600}>
          Cómo llegar
        </ExternalLink>
      </Stack>
    </Popup>
  );
}

/** Zoom in, zoom out, and back to every result. */
export function MapControls({ map, onFit }: { map: RefObject<MapRef | null>; onFit: () => void }) {
  return (
    <div className={classes.controls}>
      <ActionIcon variant="default" size="lg" aria-label="Acercar" onClick={() => map.current?.zoomIn()}>
        <span aria-hidden>+</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Alejar" onClick={() => map.current?.zoomOut()}>
        <span aria-hidden>−</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Ver todos los resultados" onClick={onFit}>
        <span aria-hidden>⤢</span>
      </ActionIcon>
    </div>
  );
}

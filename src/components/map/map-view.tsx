import 'maplibre-gl/dist/maplibre-gl.css';
import { use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ActionIcon, Anchor, Stack, Text } from '@mantine/core';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { AttributionControl, Map, Marker, Popup, type MapRef } from 'react-map-gl/maplibre';
import { ExternalLink } from '@/components/external-link';
import type { GeoPoint } from '@/lib/geo';
import { directionsUrl } from '@/lib/directions';
import { telHref } from '@/lib/safe-url';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapMarker, type MapProps } from './types';
import { useBasemap } from './use-basemap';
import classes from './map.module.css';

/**
 * The worker's file (the map's drawing thread), asked for beside maplibre's code: when a new release has removed it
 * (HTTP 404), the map fails as when its code is gone (./lazy-map.tsx takes the page into the new release), where
 * maplibre itself would wait forever for a worker that never starts. Any other answer leaves it to maplibre.
 */
async function checkWorkerFile(): Promise<void> {
  const response = await fetch(workerUrl, { method: 'HEAD' }).catch(() => undefined);
  if (response?.status === 404)
    throw Object.assign(new Error(`The map's worker is gone: ${workerUrl}`), { status: 404 });
}

// maplibre itself is a dynamic import, and its worker must be set or a Vite build fails with
// "Worker failed to load".
const maplibre = Promise.all([import('maplibre-gl'), checkWorkerFile()]).then(([module]) => {
  module.setWorkerUrl(workerUrl);
  return module;
});

/** MapLibre's own texts (the canvas's name, the credits button, the popup's close button) in Spanish. */
const LOCALE = {
  'Map.Title': 'Mapa: flechas para moverlo, + y − para acercar o alejar',
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar los créditos del mapa',
  'Popup.Close': 'Cerrar',
  'Marker.Title': 'Marcador',
};

function supportsWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

type MapLibre = Awaited<typeof maplibre>;

/** The box that holds every marker. */
function boundsOf({ LngLatBounds }: MapLibre, markers: GeoPoint[]) {
  if (markers.length === 0) return null;
  return markers.reduce((box, m) => box.extend([m.lon, m.lat]), new LngLatBounds());
}

/** The smallest box centred on `center` that holds every marker (the view centres on the visitor). */
function boundsAround({ LngLatBounds }: MapLibre, center: GeoPoint, markers: GeoPoint[]) {
  const least = 0.005;
  const box = new LngLatBounds([center.lon - least, center.lat - least], [center.lon + least, center.lat + least]);
  // Each marker and its mirror image through the centre keep the box centred.
  for (const m of markers) box.extend([m.lon, m.lat]).extend([2 * center.lon - m.lon, 2 * center.lat - m.lat]);
  return box;
}

const FIT = { padding: 48, maxZoom: 15, duration: 0 } as const;
/** Pixels a popup (at most 280 px wide, opening below its pin) needs around the pin. */
const POPUP_ROOM = { side: 150, below: 200 } as const;

/** The credits of the basemap are third-party links: they open apart, with no opener or referrer. */
function useSafeCreditLinks(frame: HTMLDivElement | null) {
  useEffect(() => {
    if (!frame || typeof MutationObserver === 'undefined') return;
    const secure = () => {
      for (const link of frame.querySelectorAll<HTMLAnchorElement>('.maplibregl-ctrl-attrib a[href]')) {
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
    };
    secure();
    const observer = new MutationObserver(secure);
    observer.observe(frame, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [frame]);
}

/** The real map. Loaded lazily by LazyMap; tests in jsdom mock this module. */
export function MapView({
  markers: allMarkers,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  height,
  selectedId,
  onSelect,
  highlightedId,
  ariaLabel,
  userLocation,
  onNoWebGL,
  onLoadFailure,
}: MapProps & {
  /** This browser cannot draw the map. */
  onNoWebGL: () => void;
  /** The map's data could not be loaded (use-basemap.ts). */
  onLoadFailure: (error: unknown) => void;
}) {
  const mapRef = useRef<MapRef>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const basemap = useBasemap(onLoadFailure);
  useSafeCreditLinks(frame);
  const [ownSelection, setOwnSelection] = useState<MapMarker['id'] | null>(null);
  const controlled = onSelect !== undefined;
  const selected = controlled ? (selectedId ?? null) : ownSelection;
  const select = (id: MapMarker['id'] | null) => (controlled ? onSelect(id) : setOwnSelection(id));

  const markers = useMemo(
    () => allMarkers.filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.lon)),
    [allMarkers],
  );
  const here =
    userLocation && Number.isFinite(userLocation.lat) && Number.isFinite(userLocation.lon) ? userLocation : null;
  // The chunk's own import of maplibre: the lazy map's Suspense waits for it, and its error boundary catches a failure.
  const library = use(maplibre);
  const bounds = useMemo(
    () => (here ? boundsAround(library, here, markers) : boundsOf(library, markers)),
    [library, here, markers],
  );
  const boundsKey = bounds ? bounds.toArray().flat().join(',') : '';

  useEffect(() => {
    if (!supportsWebGL()) onNoWebGL();
  }, [onNoWebGL]);

  const fit = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    if (bounds) map.fitBounds(bounds, FIT);
    else map.jumpTo({ center, zoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boundsKey, center[0], center[1], zoom]);

  // The view follows the results. The first view is framed from the start (initialViewState) and again once the map
  // has loaded, in case its frame changed size meanwhile; but not over a visitor who has already zoomed or panned:
  // on a slow line the map answers them well before its basemap has loaded.
  const movedByVisitor = useRef(false);
  const framedOnLoad = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    if (framedOnLoad.current || !movedByVisitor.current) fit();
    framedOnLoad.current = true;
  }, [loaded, fit]);

  const chosen = markers.find((m) => m.id === selected);
  // The open popup is a group named by its place, so it is found (and read) by the place's name.
  const popupTitleId = useId();

  // A chosen place is brought into view with room for its popup below it (on a phone the map is narrow).
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map || !chosen) return;
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    const at = map.project([chosen.lon, chosen.lat]);
    const roomForPopup =
      at.x > POPUP_ROOM.side && at.x < width - POPUP_ROOM.side && at.y > 48 && at.y < height - POPUP_ROOM.below;
    if (roomForPopup) return;
    map.easeTo({
      center: [chosen.lon, chosen.lat],
      offset: [0, -Math.min(POPUP_ROOM.below / 2, height / 4)],
      duration: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    });
  }, [loaded, chosen]);

  const phoneHref = chosen?.phone ? telHref(chosen.phone) : null;

  return (
    <div
      ref={setFrame}
      className={classes.frame}
      style={{ height }}
      role="region"
      aria-label={ariaLabel}
      // Busy until the basemap has drawn: screen readers wait for it, and so do the tests.
      aria-busy={!basemap.drawn}
    >
      <Map
        ref={mapRef}
        mapLib={maplibre}
        mapStyle={basemap.style}
        // The style changes once at most (remote → embedded): load it whole rather than diff a style that never loaded.
        styleDiffing={false}
        locale={LOCALE}
        initialViewState={
          bounds ? { bounds, fitBoundsOptions: FIT } : { longitude: center[0], latitude: center[1], zoom }
        }
        style={{ width: '100%', height: '100%' }}
        attributionControl={false}
        onLoad={() => {
          setLoaded(true);
          basemap.onLoad();
        }}
        // Only a visitor's moves carry the input event that caused them (not fitBounds, nor a popup's easeTo).
        onMoveStart={(event) => {
          if (event.originalEvent) movedByVisitor.current = true;
        }}
        // A basemap that cannot load gives way to the embedded one (use-basemap.ts); the map itself stays.
        onError={basemap.onError}
        onSourceData={basemap.onSourceData}
      >
        {/* Bottom left: the site's floating WhatsApp button covers the bottom-right corner. */}
        <AttributionControl
          key={basemap.phase}
          position="bottom-left"
          compact
          customAttribution={basemap.attribution}
        />
        {markers.map((m) => (
          <Marker
            key={m.id}
            longitude={m.lon}
            latitude={m.lat}
            anchor="bottom"
            style={{ zIndex: m.id === selected ? 2 : m.id === highlightedId ? 1 : 0 }}
          >
            <button
              type="button"
              className={classes.marker}
              aria-label={m.title}
              aria-pressed={m.id === selected}
              data-selected={m.id === selected}
              data-highlighted={m.id === highlightedId}
              onClick={(event) => {
                event.stopPropagation();
                select(m.id);
              }}
            />
          </Marker>
        ))}
        {here && (
          <Marker longitude={here.lon} latitude={here.lat} anchor="center" style={{ zIndex: 3 }}>
            <div className={classes.here}>
              <span className={classes.hereDot} aria-hidden />
              <span className={classes.hereLabel}>Estás aquí</span>
            </div>
          </Marker>
        )}
        {chosen && (
          <Popup
            key={chosen.id}
            longitude={chosen.lon}
            latitude={chosen.lat}
            anchor="top"
            offset={8}
            closeOnClick={false}
            onClose={() => select(null)}
            className={classes.popup}
            maxWidth="280px"
          >
            <Stack gap={4} role="group" aria-labelledby={popupTitleId}>
              <Text id={popupTitleId} fw={700} size="sm">
                {chosen.title}
              </Text>
              {chosen.description && <Text size="sm">{chosen.description}</Text>}
              {chosen.phone &&
                (phoneHref ? (
                  <Anchor href={phoneHref} size="sm">
                    {chosen.phone}
                  </Anchor>
                ) : (
                  <Text size="sm">{chosen.phone}</Text>
                ))}
              <ExternalLink href={directionsUrl(chosen)} size="sm" fw={600}>
                Cómo llegar
              </ExternalLink>
            </Stack>
          </Popup>
        )}
      </Map>
      <div className={classes.controls}>
        <ActionIcon variant="default" size="lg" aria-label="Acercar" onClick={() => mapRef.current?.zoomIn()}>
          <span aria-hidden>+</span>
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Alejar" onClick={() => mapRef.current?.zoomOut()}>
          <span aria-hidden>−</span>
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Ver todos los resultados" onClick={fit}>
          <span aria-hidden>⤢</span>
        </ActionIcon>
      </div>
    </div>
  );
}

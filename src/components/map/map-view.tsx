import 'maplibre-gl/dist/maplibre-gl.css';
import { use, useMemo, useRef, useState } from 'react';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { AttributionControl, Map, type MapRef } from 'react-map-gl/maplibre';
import type { MapProps } from './types';
import { boundsAround, boundsOf, onMap } from './map-bounds';
import { HereMarker, MapControls, PlaceMarker, PlacePopup } from './map-parts';
import { useFramedView, usePopupInView, useSafeCreditLinks, useSelection } from './map-view-hooks';
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

/** The real map. Loaded lazily by LazyMap (which also checks that the browser can draw it); jsdom tests mock it. */
export function MapView({
  markers: allMarkers,
  height,
  selectedId,
  onSelect,
  highlightedId,
  ariaLabel,
  userLocation,
  onLoadFailure,
}: MapProps & {
  /** The map's data could not be loaded (use-basemap.ts). */
  onLoadFailure: (error: unknown) => void;
}) {
  const mapRef = useRef<MapRef>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const basemap = useBasemap(onLoadFailure);
  useSafeCreditLinks(frame);
  const [selected, select] = useSelection(selectedId, onSelect);
  const markers = useMemo(() => allMarkers.filter(onMap), [allMarkers]);
  const here = onMap(userLocation) ? userLocation : null;
  // The chunk's own import of maplibre: the lazy map's Suspense waits for it, and its error boundary catches a failure.
  const library = use(maplibre);
  const bounds = useMemo(
    () => (here ? boundsAround(library, here, markers) : boundsOf(library, markers)),
    [library, here, markers],
  );
  const view = useFramedView(mapRef, bounds, loaded);
  const chosen = markers.find((m) => m.id === selected);
  usePopupInView(mapRef, loaded, chosen);

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
        initialViewState={view.initialViewState}
        style={{ width: '100%', height: '100%' }}
        attributionControl={false}
        onLoad={() => {
          setLoaded(true);
          basemap.onLoad();
        }}
        onMoveStart={view.onMoveStart}
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
          <PlaceMarker
            key={m.id}
            place={m}
            selected={m.id === selected}
            highlighted={m.id === highlightedId}
            onSelect={select}
          />
        ))}
        {here && <HereMarker at={here} />}
        {chosen && <PlacePopup key={chosen.id} place={chosen} onClose={() => select(null)} />}
      </Map>
      <MapControls map={mapRef} onFit={view.fit} />
    </div>
  );
}

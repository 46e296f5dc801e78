import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LngLatBounds } from 'maplibre-gl';
import type { MapRef } from 'react-map-gl/maplibre';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapMarker } from './types';
import { FIT } from './map-bounds';

/** Pixels a popup (at most 280 px wide, opening below its pin) needs around the pin. */
const POPUP_ROOM = { side: 150, below: 200 } as const;

/** The credits of the basemap are third-party links: they open apart, with no opener or referrer. */
export function useSafeCreditLinks(frame: HTMLDivElement | null) {
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

/** The chosen marker: the page's (with `onSelect`), or the map's own. */
export function useSelection(
  selectedId: MapMarker['id'] | null | undefined,
  onSelect?: (id: MapMarker['id'] | null) => void,
) {
  const [own, setOwn] = useState<MapMarker['id'] | null>(null);
  if (onSelect) return [selectedId ?? null, onSelect] as const;
  return [own, setOwn] as const;
}

/**
 * The view follows the results. The first view is framed from the start (`initialViewState`) and again once the map
 * has loaded, in case its frame changed size meanwhile; but not over a visitor who has already zoomed or panned: on a
 * slow line the map answers them well before its basemap has loaded.
 */
export function useFramedView(map: RefObject<MapRef | null>, bounds: LngLatBounds | null, loaded: boolean) {
  const boundsKey = bounds ? bounds.toArray().flat().join(',') : '';
  const fit = useCallback(() => {
    if (!map.current) return;
    if (bounds) map.current.fitBounds(bounds, FIT);
    else map.current.jumpTo({ center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boundsKey]);
  const movedByVisitor = useRef(false);
  const framedOnLoad = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    if (framedOnLoad.current || !movedByVisitor.current) fit();
    framedOnLoad.current = true;
  }, [loaded, fit]);
  return {
    fit,
    initialViewState: bounds
      ? { bounds, fitBoundsOptions: FIT }
      : { longitude: DEFAULT_CENTER[0], latitude: DEFAULT_CENTER[1], zoom: DEFAULT_ZOOM },
    // Only a visitor's moves carry the input event that caused them (not fitBounds, nor a popup's easeTo).
    onMoveStart: (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) movedByVisitor.current = true;
    },
  };
}

/** A chosen place is brought into view with room for its popup below it (on a phone the map is narrow). */
export function usePopupInView(map: RefObject<MapRef | null>, loaded: boolean, chosen: MapMarker | undefined) {
  useEffect(() => {
    if (!loaded || !map.current || !chosen) return;
    const { clientWidth: width, clientHeight: height } = map.current.getContainer();
    const at = map.current.project([chosen.lon, chosen.lat]);
    const roomForPopup =
      at.x > POPUP_ROOM.side && at.x < width - POPUP_ROOM.side && at.y > 48 && at.y < height - POPUP_ROOM.below;
    if (roomForPopup) return;
    map.current.easeTo({
      center: [chosen.lon, chosen.lat],
      offset: [0, -Math.min(POPUP_ROOM.below / 2, height / 4)],
      duration: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    });
  }, [map, loaded, chosen]);
}

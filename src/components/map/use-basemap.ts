import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ErrorEvent, MapSourceDataEvent } from 'react-map-gl/maplibre';
import { env } from '@/config/env';
import { basemapChoice } from './basemap';
import { FALLBACK_SOURCE, fallbackStyle, PLAIN_STYLE } from './fallback-style';

/** A remote basemap that has drawn no tile by then counts as unreachable (a host that hangs instead of failing). */
export const REMOTE_BASEMAP_TIMEOUT_MS = 8000;

/**
 * - `remote`: the style of VITE_MAP_STYLE_URL (by default OpenFreeMap's, src/components/map/basemap.ts);
 * - `fallback`: the embedded map of Argentina, when the remote one failed before drawing a tile or took too long;
 * - `plain`: `VITE_MAP_STYLE_URL=none`, a background only.
 */
export type BasemapPhase = 'remote' | 'fallback' | 'plain';

/** A failed request (maplibre's AJAXError carries the HTTP status; a fetch that never got an answer is a TypeError). */
const isFailedRequest = (error: unknown) =>
  typeof (error as { status?: unknown } | null)?.status === 'number' || error instanceof TypeError;

/**
 * The basemap of one map, and the switch to the embedded one: any error before the remote basemap drew its first
 * tile (style unreachable, blocked by a CSP, tiles failing) or no tile within REMOTE_BASEMAP_TIMEOUT_MS. Once a
 * tile has arrived, later errors (one missing tile) keep the basemap. `drawn` says the current basemap has data on
 * screen (the map's region is aria-busy until then). The embedded map's own data is the site's: when its request
 * fails before it has drawn, the map has nothing to show, and `onDataFailure` says so (the map's note and
 * 'Reintentar', src/components/map/lazy-map.tsx).
 */
export function useBasemap(onDataFailure: (error: unknown) => void = () => {}) {
  const choice = useMemo(() => basemapChoice(env.mapStyleUrl), []);
  const [phase, setPhase] = useState<BasemapPhase>(choice.kind === 'plain' ? 'plain' : 'remote');
  const [drawn, setDrawn] = useState(false);
  // The current phase, for map events that come after any number of renders.
  const phaseRef = useRef(phase);
  useLayoutEffect(() => {
    phaseRef.current = phase;
  });
  const remoteDrew = useRef(false);
  const fallbackDrew = useRef(false);

  const fallBack = useCallback((reason: unknown) => {
    if (phaseRef.current !== 'remote' || remoteDrew.current) return;
    console.warn('[map] the basemap could not load; drawing the embedded map of Argentina.', reason);
    setDrawn(false);
    setPhase('fallback');
  }, []);

  useEffect(() => {
    if (phase !== 'remote') return;
    const timer = setTimeout(() => fallBack('no tile in time'), REMOTE_BASEMAP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase, fallBack]);

  const style = useMemo(
    () =>
      phase === 'remote' && choice.kind === 'remote'
        ? choice.url
        : phase === 'fallback'
          ? fallbackStyle()
          : PLAIN_STYLE,
    [phase, choice],
  );

  return {
    style,
    phase,
    drawn,
    /** The default basemap's data is OpenStreetMap's: its credit, as OSM asks for it. */
    attribution:
      phase === 'remote' && choice.kind === 'remote' && choice.isDefault
        ? '<a href="https://www.openstreetmap.org/copyright">© colaboradores de OpenStreetMap</a>'
        : undefined,
    onError: (event: ErrorEvent) => {
      if (phaseRef.current === 'remote' && !remoteDrew.current) fallBack(event.error);
      else if (phaseRef.current === 'fallback' && !fallbackDrew.current && isFailedRequest(event.error))
        onDataFailure(event.error);
      else console.warn('[map]', event.error);
    },
    onSourceData: (event: MapSourceDataEvent) => {
      if (phaseRef.current === 'remote' && event.tile && !remoteDrew.current) {
        remoteDrew.current = true;
        setDrawn(true);
      } else if (phaseRef.current === 'fallback' && event.sourceId === FALLBACK_SOURCE && event.isSourceLoaded) {
        fallbackDrew.current = true;
        setDrawn(true);
      }
    },
    onLoad: () => {
      if (phaseRef.current === 'plain') setDrawn(true);
    },
  };
}

import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import {
  isMissingCode,
  judgeMissingCode,
  loadNewRelease,
  reloadIntoNewRelease,
  whenBackOnline,
} from '@/lib/stale-release';
import type { MapProps } from './types';
import { supportsWebGL } from './webgl';

export type { MapMarker, MapProps } from './types';

/** maplibre is fetched this far before the map scrolls into view. */
const NEAR = { rootMargin: '300px' };

/** The real map (maplibre through react-map-gl) is its own chunk, loaded only where a map is shown. A new one for
 * each try: a lazy component keeps a failed import for good. */
const lazyMapView = () => lazy(() => import('./map-view').then((m) => ({ default: m.MapView })));
let MapView = lazyMapView();

class MapErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[map]', error);
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function MapNote({ height, children }: { height: MapProps['height']; children: ReactNode }) {
  return (
    <Box
      h={height}
      bg="gray.1"
      p="lg"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 8 }}
    >
      {children}
    </Box>
  );
}

/**
 * - `map`: the map, or its skeleton while its code comes;
 * - `no-webgl`: this browser cannot draw maps;
 * - `failed`: its code or its data could not be loaded (offline, or a file of an older release that is gone);
 * - `new-release`: the page is on its way into the new release, whose map it will show.
 */
type MapState = { is: 'map' | 'no-webgl' | 'new-release' } | { is: 'failed'; error: unknown };

/** The map's own data that a new release removed (an HTTP 404). A code file is asked for again (judgeMissingCode). */
const isGoneData = (error: unknown) => navigator.onLine && (error as { status?: unknown } | null)?.status === 404;

/**
 * The shared map: `<LazyMap markers={…} height={420} ariaLabel="Mapa de farmacias" />`.
 * Props are documented in ./types.ts (MapProps). Loads maplibre when the map nears the viewport. Whatever happens to
 * the map, the page (its list) keeps working:
 * - without WebGL a short note says this browser cannot show it;
 * - when its code or its data cannot be loaded, "No pudimos cargar el mapa" with 'Reintentar', which loads it again;
 * - when that file is gone because a new release replaced it (the server answers 404 for it), the page goes into the
 *   new release (its service worker first) once by itself (src/lib/stale-release.ts), and 'Reintentar' takes the
 *   same way; offline it stays, and loads again when the connection is back.
 * A basemap that cannot load is no failure: the map draws its embedded map of Argentina instead (use-basemap.ts).
 */
export function LazyMap(props: MapProps) {
  const [state, setState] = useState<MapState>({ is: 'map' });
  // Off screen (on phones the map sits below the list) nothing of maplibre is fetched until it comes near.
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) {
    setNear(true);
    // A browser that cannot draw it is told so before maplibre is fetched for nothing.
    if (!supportsWebGL()) setState({ is: 'no-webgl' });
  }

  const failed = (error: unknown) => {
    if (isGoneData(error) && reloadIntoNewRelease()) {
      setState({ is: 'new-release' });
      return;
    }
    setState({ is: 'failed', error });
    // A code file: a new release only when the server no longer has it; offline the note stays, and retries.
    if (isMissingCode(error))
      void judgeMissingCode(error).then((verdict) => {
        if (verdict === 'gone' && reloadIntoNewRelease()) setState({ is: 'new-release' });
      });
  };
  const loadAgain = () => {
    MapView = lazyMapView();
    setState({ is: 'map' });
  };
  const retry = async (error: unknown) => {
    if (isGoneData(error) || (isMissingCode(error) && (await judgeMissingCode(error)) === 'gone')) {
      setState({ is: 'new-release' });
      void loadNewRelease();
      return;
    }
    loadAgain();
  };
  // A map that failed while offline loads again once the connection is back.
  const failedOffline = state.is === 'failed' && isMissingCode(state.error);
  useEffect(() => (failedOffline ? whenBackOnline(loadAgain) : undefined), [failedOffline]);

  if (state.is === 'no-webgl')
    return (
      <MapNote height={props.height}>
        <Text role="status" ta="center" c="gray.8" size="sm" maw={360}>
          No pudimos mostrar el mapa en este navegador. Todos los resultados están en la lista.
        </Text>
      </MapNote>
    );
  if (state.is === 'failed')
    return (
      <MapNote height={props.height}>
        <Stack align="center" gap="sm" maw={360}>
          <Text role="status" ta="center" c="gray.8" size="sm">
            No pudimos cargar el mapa. Todos los resultados están en la lista.
          </Text>
          <Button size="sm" variant="default" onClick={() => void retry(state.error)}>
            Reintentar
          </Button>
        </Stack>
      </MapNote>
    );
  const skeleton = <Skeleton h={props.height} radius="md" aria-hidden />;
  if (state.is === 'new-release') return skeleton;
  if (!near) return <Box ref={ref} h={props.height} bg="gray.1" style={{ borderRadius: 8 }} />;
  return (
    <MapErrorBoundary onError={failed}>
      <Suspense fallback={skeleton}>
        <MapView {...props} onLoadFailure={failed} />
      </Suspense>
    </MapErrorBoundary>
  );
}

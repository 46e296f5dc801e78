import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { isMissingCode, loadNewRelease, reloadIntoNewRelease } from '@/lib/stale-release';
import type { MapProps } from './types';

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

/** A file that a new release removed: a code file (a chunk, its stylesheet) or the map's own data (an HTTP 404). */
const isGoneFile = (error: unknown) =>
  isMissingCode(error) || (navigator.onLine && (error as { status?: unknown } | null)?.status === 404);

/**
 * The shared map: `<LazyMap markers={…} height={420} ariaLabel="Mapa de farmacias" />`.
 * Props are documented in ./types.ts (MapProps). Loads maplibre when the map nears the viewport. Whatever happens to
 * the map, the page (its list) keeps working:
 * - without WebGL a short note says this browser cannot show it;
 * - when its code or its data cannot be loaded, "No pudimos cargar el mapa" with 'Reintentar', which loads it again;
 * - when that file is gone because a new release replaced it, the page goes into the new release (its service worker
 *   first) once by itself (src/lib/stale-release.ts), and 'Reintentar' takes the same way.
 * A basemap that cannot load is no failure: the map draws its embedded map of Argentina instead (use-basemap.ts).
 */
export function LazyMap(props: MapProps) {
  const [state, setState] = useState<MapState>({ is: 'map' });
  // Off screen (on phones the map sits below the list) nothing of maplibre is fetched until it comes near.
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);

  const failed = (error: unknown) => {
    if (isGoneFile(error) && reloadIntoNewRelease()) setState({ is: 'new-release' });
    else setState({ is: 'failed', error });
  };
  const retry = (error: unknown) => {
    if (isGoneFile(error)) {
      setState({ is: 'new-release' });
      void loadNewRelease();
      return;
    }
    MapView = lazyMapView();
    setState({ is: 'map' });
  };

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
          <Button size="sm" variant="default" onClick={() => retry(state.error)}>
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
        <MapView {...props} onNoWebGL={() => setState({ is: 'no-webgl' })} onLoadFailure={failed} />
      </Suspense>
    </MapErrorBoundary>
  );
}

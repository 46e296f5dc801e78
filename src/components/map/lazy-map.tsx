import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Skeleton, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { MapProps } from './types';

export type { MapMarker, MapProps } from './types';

/** The real map (maplibre through react-map-gl) is its own chunk, loaded only where a map is shown. */
/** maplibre is fetched this far before the map scrolls into view. */
const NEAR = { rootMargin: '300px' };

const MapView = lazy(() => import('./map-view').then((m) => ({ default: m.MapView })));

class MapErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[map]', error);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function MapUnavailable({ height }: { height: MapProps['height'] }) {
  return (
    <Box
      h={height}
      bg="gray.1"
      p="lg"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 8 }}
    >
      <Text role="status" ta="center" c="gray.8" size="sm" maw={360}>
        No pudimos mostrar el mapa en este navegador. Todos los resultados están en la lista.
      </Text>
    </Box>
  );
}

/**
 * The shared map: `<LazyMap markers={…} height={420} ariaLabel="Mapa de farmacias" />`.
 * Props are documented in ./types.ts (MapProps). Loads maplibre when the map nears the viewport; if WebGL or the chunk
 * fails, a short note takes its place and the page (its list) keeps working. A basemap that cannot load is no failure:
 * the map draws its embedded map of Argentina instead (use-basemap.ts).
 */
export function LazyMap(props: MapProps) {
  const [failed, setFailed] = useState(false);
  // Off screen (on phones the map sits below the list) nothing of maplibre is fetched until it comes near.
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR);
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  if (failed) return <MapUnavailable height={props.height} />;
  if (!near) return <Box ref={ref} h={props.height} bg="gray.1" style={{ borderRadius: 8 }} />;
  return (
    <MapErrorBoundary onError={() => setFailed(true)}>
      <Suspense fallback={<Skeleton h={props.height} radius="md" aria-hidden />}>
        <MapView {...props} onFail={() => setFailed(true)} />
      </Suspense>
    </MapErrorBoundary>
  );
}

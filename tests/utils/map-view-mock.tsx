// The stand-in for the maplibre map in jsdom (no WebGL). Import it with vi.mock.
import type { MapProps } from '@/components/map/types';

export function MapViewMock({
  markers,
  selectedId,
  onSelect,
  ariaLabel,
  userLocation,
}: MapProps & { onFail: () => void }) {
  const chosen = markers.find((m) => m.id === selectedId);
  return (
    <div role="region" aria-label={ariaLabel}>
      {markers.map((m) => (
        <button
          key={m.id}
          type="button"
          data-marker-id={m.id}
          aria-label={`Marcador ${m.title}`}
          onClick={() => onSelect?.(m.id)}
        />
      ))}
      {chosen && (
        <div role="group" aria-label={chosen.title}>
          {chosen.title}
        </div>
      )}
      {userLocation && (
        <div data-lat={userLocation.lat} data-lon={userLocation.lon}>
          Estás aquí
        </div>
      )}
    </div>
  );
}

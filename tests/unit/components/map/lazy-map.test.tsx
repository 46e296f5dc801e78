import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../utils/render';
import { LazyMap } from '@/components/map/lazy-map';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapProps } from '@/components/map/types';
import { directionsUrl } from '@/lib/directions';

const behaviour = vi.hoisted(() => ({ mode: 'ok' as 'ok' | 'fail' | 'throw' }));

vi.mock('@/components/map/map-view', () => ({
  MapView: function MapView({ markers, ariaLabel, onFail }: MapProps & { onFail: () => void }) {
    useEffect(() => {
      if (behaviour.mode === 'fail') onFail();
    }, [onFail]);
    if (behaviour.mode === 'throw') throw new Error('chunk failed');
    return (
      <div role="region" aria-label={ariaLabel}>
        {markers.map((m) => (
          <button key={m.id} type="button" aria-label={m.title} />
        ))}
      </div>
    );
  },
}));

const markers = [
  { id: 1, lat: -34.6, lon: -58.4, title: 'Clínica Uno' },
  { id: 2, lat: -34.61, lon: -58.41, title: 'Clínica Dos' },
];

describe('LazyMap', () => {
  it('loads the real map lazily and passes the markers', async () => {
    behaviour.mode = 'ok';
    renderWithProviders(<LazyMap markers={markers} height={300} ariaLabel="Mapa de prueba" />);
    expect(await screen.findByRole('region', { name: 'Mapa de prueba' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('shows a short note instead when WebGL fails', async () => {
    behaviour.mode = 'fail';
    renderWithProviders(<LazyMap markers={markers} height={300} ariaLabel="Mapa de prueba" />);
    expect(await screen.findByText(/No pudimos mostrar el mapa/)).toBeInTheDocument();
  });

  it('shows the note when the map code itself fails', async () => {
    behaviour.mode = 'throw';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<LazyMap markers={markers} height={300} ariaLabel="Mapa de prueba" />);
    expect(await screen.findByText(/No pudimos mostrar el mapa/)).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it('defaults: Buenos Aires city at zoom 11; directions link', () => {
    expect(DEFAULT_ZOOM).toBe(11);
    const [lon, lat] = DEFAULT_CENTER;
    expect(lat).toBeGreaterThan(-34.71);
    expect(lat).toBeLessThan(-34.53);
    expect(lon).toBeGreaterThan(-58.54);
    expect(lon).toBeLessThan(-58.33);
    expect(directionsUrl({ lat: -34.6, lon: -58.4 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-34.6,-58.4',
    );
  });
});

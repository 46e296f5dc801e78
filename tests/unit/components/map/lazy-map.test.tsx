import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { server } from '../../../../mocks/node';
import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../utils/render';
import { LazyMap } from '@/components/map/lazy-map';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type MapProps } from '@/components/map/types';
import { directionsUrl } from '@/lib/directions';

const behaviour = vi.hoisted(() => ({ mode: 'ok' as 'ok' | 'no-webgl' | 'throw' | 'data', error: null as unknown }));

// jsdom draws nothing: whether the browser can is the test's to say.
vi.mock('@/components/map/webgl', () => ({ supportsWebGL: () => behaviour.mode !== 'no-webgl' }));

vi.mock('@/components/map/map-view', () => ({
  MapView: function MapView({
    markers,
    ariaLabel,
    onLoadFailure,
  }: MapProps & { onLoadFailure: (error: unknown) => void }) {
    useEffect(() => {
      if (behaviour.mode === 'data') onLoadFailure(behaviour.error);
    }, [onLoadFailure]);
    if (behaviour.mode === 'throw') throw behaviour.error;
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

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NO_WEBGL = 'No pudimos mostrar el mapa en este navegador. Todos los resultados están en la lista.';
const NOT_LOADED = 'No pudimos cargar el mapa. Todos los resultados están en la lista.';
/** The map chunk of a release that a newer one replaced, as Chromium reports it. */
const gone = new TypeError(
  'Failed to fetch dynamically imported module: https://saludplena.example/assets/map-view-A1.js',
);
const renderMap = () => renderWithProviders(<LazyMap markers={markers} height={300} ariaLabel="Mapa de prueba" />);

describe('LazyMap', () => {
  it('loads the real map lazily and passes the markers', async () => {
    behaviour.mode = 'ok';
    renderWithProviders(<LazyMap markers={markers} height={300} ariaLabel="Mapa de prueba" />);
    expect(await screen.findByRole('region', { name: 'Mapa de prueba' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('without WebGL, says this browser cannot show the map; nothing to retry', async () => {
    behaviour.mode = 'no-webgl';
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent(NO_WEBGL);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mapa de prueba' })).not.toBeInTheDocument();
  });

  it("when its code fails to load, says it could not load the map and 'Reintentar' loads it again", async () => {
    behaviour.mode = 'throw';
    behaviour.error = new TypeError('Failed to fetch'); // offline, say
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_LOADED);
    expect(screen.queryByText(NO_WEBGL)).not.toBeInTheDocument();

    behaviour.mode = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Mapa de prueba' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when its data fails to load, says it could not load the map', async () => {
    behaviour.mode = 'data';
    behaviour.error = Object.assign(new Error('Internal Server Error'), { status: 500 });
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_LOADED);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("when its code is gone after a release, the page goes into the new release once; then 'Reintentar' does", async () => {
    behaviour.mode = 'throw';
    behaviour.error = gone;
    // The server no longer has the map's chunk.
    server.use(http.head('*/assets/*', () => new HttpResponse(null, { status: 404 })));
    const first = renderMap();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
    first.unmount();

    // The same release again (the reload did not bring a new one): no second reload by itself, the note instead.
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_LOADED);
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2), { timeout: 5_000 });
  });

  it('offline, its code that did not load is no new release: the note stays, and it loads when the connection is back', async () => {
    behaviour.mode = 'throw';
    behaviour.error = gone;
    server.use(http.head('*/assets/*', () => HttpResponse.error()));
    renderMap();
    expect(await screen.findByRole('status')).toHaveTextContent(NOT_LOADED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();

    behaviour.mode = 'ok';
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Mapa de prueba' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('its data gone after a release (a 404) goes into the new release too', async () => {
    behaviour.mode = 'data';
    behaviour.error = Object.assign(new Error('Not Found'), { status: 404 });
    renderMap();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
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

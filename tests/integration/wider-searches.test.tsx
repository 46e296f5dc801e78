import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { dorila } from '../../mocks/data/geography';
import { pharmacies } from '../../mocks/data/pharmacies';
import { providers } from '../../mocks/data/providers';
import { renderApp } from '../utils/render';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

/** Dorila (La Pampa, mocks/data/geography.ts): no provider, no pharmacy; its city, General Pico, has 12 providers. */
const DORILA = `province_id=${dorila.province_id}&area_id=${dorila.area_id}&location_id=${dorila.id}`;
const inProvince = <T extends { province_id: number }>(rows: T[]) =>
  rows.filter((row) => row.province_id === dorila.province_id).length;

/** The requests of one path, as `name=value&…` without the page. */
function recordCalls(path: string) {
  const calls: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) calls.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('no results: the wider searches', () => {
  it('offers the whole city, the province and the country, each with its count read from one row', async () => {
    const recorded = recordCalls('/api/web/medical_entity');
    const user = userEvent.setup();
    const { router } = await renderApp(`/cartilla-medica?${DORILA}`);
    expect(await screen.findByText('No hay clinicas disponibles, busca una.', undefined, { timeout: 5000 }));
    const offers = await screen.findByRole('region', { name: 'Búsquedas más amplias' });
    await waitFor(() =>
      expect(
        within(offers)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([
        'Buscar en toda la ciudad (12 resultados)',
        `Buscar en toda la provincia (${inProvince(providers)} resultados)`,
        `Buscar en todo el país (${providers.length.toLocaleString('es-AR')} resultados)`,
      ]),
    );
    // Each count: the same search without its filters, one row asked for.
    const counts = recorded.calls.filter((params) => params.get('pagination') === '1').map((p) => p.toString());
    recorded.stop();
    expect(counts.sort()).toEqual(
      [
        `page=1&pagination=1&province_id=${dorila.province_id}&area_id=${dorila.area_id}`,
        `page=1&pagination=1&province_id=${dorila.province_id}`,
        'page=1&pagination=1',
      ].sort(),
    );

    await user.click(within(offers).getByRole('button', { name: /^Buscar en toda la ciudad/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        province_id: dorila.province_id,
        area_id: dorila.area_id,
        page: 1,
      }),
    );
    expect(await screen.findByText('Mostrando 1–5 de 12')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Prestadores' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('leaves out an offer known to find nothing (farmacias: none in the whole city either)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/farmacias?${DORILA}`);
    const offers = await screen.findByRole('region', { name: 'Búsquedas más amplias' }, { timeout: 5000 });
    const province = `Buscar en toda la provincia (${inProvince(pharmacies)} ${inProvince(pharmacies) === 1 ? 'resultado' : 'resultados'})`;
    await waitFor(() =>
      expect(
        within(offers)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual([province, `Buscar en todo el país (${pharmacies.length} resultados)`]),
    );
    await user.click(within(offers).getByRole('button', { name: province }));
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: dorila.province_id, page: 1 }));
    expect(await screen.findByRole('list', { name: 'Farmacias' })).toBeInTheDocument();
  });

  it('without a count (the count failed), the offer is there all the same', async () => {
    server.use(
      http.get('*/api/web/medical_entity', ({ request }) =>
        new URL(request.url).searchParams.get('pagination') === '1'
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    await renderApp(`/cartilla-medica?${DORILA}`);
    const offers = await screen.findByRole('region', { name: 'Búsquedas más amplias' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        within(offers)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Buscar en toda la ciudad', 'Buscar en toda la provincia', 'Buscar en todo el país']),
    );
    // A failed count is silent: no error toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing when the search has no place to widen', async () => {
    await renderApp('/cartilla-medica?name=zzzz-no-existe');
    expect(await screen.findByText('No hay clinicas disponibles, busca una.', undefined, { timeout: 5000 }));
    expect(screen.queryByRole('region', { name: 'Búsquedas más amplias' })).not.toBeInTheDocument();
  });
});

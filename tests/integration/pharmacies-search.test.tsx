import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';
import { COMBOBOX_FIRST_OPEN, control, selectNative } from '../utils/selects';
import { sessionStore } from '@/features/session/session-store';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

const API = 'http://api.test';
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(request.url.replace(API, ''));
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** The searches on screen: not the name list (1000 rows) nor, on no results, the wider searches' counts (1 row). */
const searches = () => requests.filter((u) => u.startsWith('/api/web/pharmacy') && !/pagination=1(000)?(&|$)/.test(u));
const lastSearch = () => searches().at(-1);
const results = () => screen.findByRole('list', { name: 'Farmacias' }, { timeout: 8000 });

describe('/farmacias', () => {
  it('searches page 1 with pagination 5, shows 5 results with the count and markers', async () => {
    await renderApp('/farmacias');
    const list = await results();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/^Mostrando 1–5 de \d+$/)).toBeInTheDocument();
    expect(searches()).toEqual(['/api/web/pharmacy?page=1&pagination=5']);
    expect(requests.some((u) => u.includes('pagination=1000'))).toBe(false);
    expect(
      within(await screen.findByRole('region', { name: 'Mapa de farmacias' })).getAllByRole('button'),
    ).toHaveLength(5);
  });

  it('province_id, area_id, location_id and pharmacies_name in the address preset the search', async () => {
    await renderApp('/farmacias?province_id=1&area_id=2&location_id=3&pharmacies_name=Central&page=2');
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(lastSearch()).toBe(
      '/api/web/pharmacy?page=2&pagination=5&name=Central&province_id=1&area_id=2&location_id=3',
    );
  });

  it('ignores garbage in the address', async () => {
    await renderApp('/farmacias?province_id=%3Cb%3E&page=abc&pharmacies_name=TODOS&area_id=-4');
    await results();
    expect(searches()).toEqual(['/api/web/pharmacy?page=1&pagination=5']);
  });

  it('the name list loads on first use and starts with TODOS', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/farmacias?page=2');
    await results();
    await user.click(control('Nombre de la farmacia'));
    await waitFor(() => expect(requests).toContain('/api/web/pharmacy?page=1&pagination=1000'));
    const listbox = await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
    const options = await within(listbox).findAllByRole('option');
    expect(options[0]).toHaveTextContent('TODOS');
    const name = options[2]!.textContent!;
    await user.click(options[2]!);
    await waitFor(() => expect(router.state.location.search).toEqual({ pharmacies_name: name, page: 1 }));
  });

  it('reuses the geography lists cached by the provider directory (no second request)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1');
    await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 8000 });
    await waitFor(() => expect(requests).toContain('/api/web/areas?pagination=200&orderBy=name&province_id=1'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Farmacias' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/farmacias'));
    await router.navigate({ to: '/farmacias', search: { province_id: 1 } });
    await results();
    expect(requests.filter((u) => u.startsWith('/api/web/provinces'))).toHaveLength(1);
    expect(requests.filter((u) => u.startsWith('/api/web/areas'))).toHaveLength(1);
  });

  it('shows the empty text', async () => {
    await renderApp('/farmacias?pharmacies_name=zzzz-ninguna');
    expect(await screen.findByText('No hay farmacias, busca una.')).toBeInTheDocument();
  });

  it('a failing search says 0011; failing names say 0012', async () => {
    server.use(
      http.get(`${API}/api/web/pharmacy`, ({ request }) =>
        new URL(request.url).searchParams.get('pagination') === '1000'
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/farmacias');
    expect(
      (await screen.findAllByText('Lo sentimos, ha sucedido un error inesperado (Error 0011)')).length,
    ).toBeGreaterThan(0);
    await user.click(control('Nombre de la farmacia'));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0012)')).toBeInTheDocument();
  });

  it('localities fail with 0009', async () => {
    server.use(http.get(`${API}/api/web/locations`, () => new HttpResponse(null, { status: 500 })));
    await renderApp('/farmacias?province_id=1&area_id=1');
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0009)')).toBeInTheDocument();
  });

  it('a 401 on the search or the names shows the server message and signs out', async () => {
    server.use(
      http.get(`${API}/api/web/pharmacy`, () => HttpResponse.json({ message: 'Sesión vencida.' }, { status: 401 })),
    );
    await renderApp('/farmacias', { signedIn: true });
    expect((await screen.findAllByText('Sesión vencida.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(sessionStore.getSnapshot().token).toBeNull());
  });

  it('share copies province_id, area_id, location_id, pharmacies_name and says "Link Copiado"', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    await renderApp('/farmacias?province_id=1&pharmacies_name=Central&page=3');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Compartir búsqueda' }));
    const expected = 'https://www.saludplena.example/farmacias?pharmacies_name=Central&province_id=1';
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
    expect(await screen.findByText('Link Copiado')).toBeInTheDocument();
  });

  it('province change clears area and locality', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/farmacias?province_id=1&area_id=1&location_id=1&pharmacies_name=Central');
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    await selectNative(user, 'Provincia', 'Córdoba');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ pharmacies_name: 'Central', province_id: 6, page: 1 }),
    );
    await waitFor(() => expect(lastSearch()).toBe('/api/web/pharmacy?page=1&pagination=5&name=Central&province_id=6'));
  });
});

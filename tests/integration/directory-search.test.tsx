import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
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

const searches = () =>
  requests.filter(
    (u) =>
      u.startsWith('/api/web/medical_entity?page') ||
      (u.startsWith('/api/web/medical_entity') && !u.includes('pagination=1000')),
  );
const lastSearch = () => searches().at(-1);

async function results() {
  return screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
}

describe('/cartilla-medica', () => {
  it('searches page 1 with pagination 5 and no filters, shows 5 results and the count', async () => {
    await renderApp('/cartilla-medica');
    const list = await results();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/^Mostrando 1–5 de \d+$/)).toBeInTheDocument();
    expect(searches()).toEqual(['/api/web/medical_entity?page=1&pagination=5']);
    // The option lists are the documented calls (docs/api.md); the 1000-name list is not loaded before the name field is used.
    expect(requests).toContain('/api/web/medical_service?pagination=20&orderBy=description');
    expect(requests).toContain('/api/web/medical_specialty?pagination=200&orderBy=description');
    expect(requests).toContain('/api/web/provinces?pagination=30');
    expect(requests.some((u) => u.includes('pagination=1000'))).toBe(false);
    // The map gets one marker per result.
    expect(
      within(await screen.findByRole('region', { name: 'Mapa de prestadores' })).getAllByRole('button'),
    ).toHaveLength(5);
  });

  it('sends only the set filters; the live value wins over the saved one; all and TODOS count as empty', async () => {
    await renderApp(
      '/cartilla-medica?provinceId_save=1&province_id=2&areaId_save=all&medicalSpecialtyId_save=TODOS&medicalServiceId_save=3&medicalNameEntity_save=TODOS',
    );
    await results().catch(() => undefined);
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(lastSearch()).toBe('/api/web/medical_entity?page=1&pagination=5&medical_service_id=3&province_id=2');
  });

  it('uses the saved filters when the live ones are empty (a shared link)', async () => {
    await renderApp('/cartilla-medica?provinceId_save=1&medicalNameEntity_save=Cl%C3%ADnica');
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(lastSearch()).toBe('/api/web/medical_entity?page=1&pagination=5&name=Cl%C3%ADnica&province_id=1');
  });

  it('never lets garbage in the address reach the API', async () => {
    await renderApp(
      '/cartilla-medica?page=-3&province_id=abc&area_id=1.5&name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&location_id=%7B%7D',
    );
    await results();
    expect(searches()).toEqual(['/api/web/medical_entity?page=1&pagination=5']);
  });

  it('province → areas → localities: a province clears area and locality, lists come from the cache the second time', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?page=3');
    await results();
    await selectNative(user, 'Provincia', 'Ciudad Autónoma de Buenos Aires');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 1, page: 1 }));
    await waitFor(() => expect(requests).toContain('/api/web/areas?pagination=200&orderBy=name&province_id=1'));
    await waitFor(() => expect(lastSearch()).toBe('/api/web/medical_entity?page=1&pagination=5&province_id=1'));

    await waitFor(() => expect(control('Ciudad')).not.toBeDisabled());
    await selectNative(user, 'Ciudad', 'Comuna 14');
    const areaId = (router.state.location.search as { area_id?: number }).area_id;
    expect(areaId).toBeGreaterThan(0);
    await waitFor(() => expect(requests).toContain(`/api/web/locations?pagination=300&area_id=${areaId}`));
    await waitFor(() => expect(control('Localidad')).not.toBeDisabled());
    await selectNative(user, 'Localidad', 'Palermo');
    await waitFor(() =>
      expect((router.state.location.search as { location_id?: number }).location_id).toBeGreaterThan(0),
    );

    // Another province clears area and locality…
    await selectNative(user, 'Provincia', 'Buenos Aires');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 2, page: 1 }));
    await waitFor(() => expect(requests).toContain('/api/web/areas?pagination=200&orderBy=name&province_id=2'));
    // …and going back to the first costs no request.
    await selectNative(user, 'Provincia', 'Ciudad Autónoma de Buenos Aires');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 1, page: 1 }));
    await results();
    expect(requests.filter((u) => u.startsWith('/api/web/areas') && u.endsWith('province_id=1'))).toHaveLength(1);
    expect(requests.filter((u) => u.startsWith('/api/web/provinces'))).toHaveLength(1);
  });

  it('loads the provider names only when the name field is first used; choosing one searches by name', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica');
    await results();
    expect(requests.some((u) => u.includes('pagination=1000'))).toBe(false);
    await user.click(control('Nombre del prestador'));
    await waitFor(() => expect(requests).toContain('/api/web/medical_entity?orderBy=name&page=1&pagination=1000'));
    const listbox = await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
    const options = await within(listbox).findAllByRole('option');
    expect(options[0]).toHaveTextContent('TODOS');
    const name = options[1]!.textContent!;
    await user.click(options[1]!);
    await waitFor(() => expect((router.state.location.search as { name?: string }).name).toBe(name));
    await waitFor(() =>
      expect(lastSearch()).toBe(
        `/api/web/medical_entity?page=1&pagination=5&name=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      ),
    );
  });

  it('pages through the results and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1');
    await results();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 1, page: 2 }));
    await waitFor(() => expect(lastSearch()).toBe('/api/web/medical_entity?page=2&pagination=5&province_id=1'));
    expect(await screen.findByText(/^Mostrando 6–10 de \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty text', async () => {
    await renderApp('/cartilla-medica?name=zzzz-no-existe');
    expect(await screen.findByText('No hay clinicas disponibles, busca una.')).toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
  });

  it('a failing search gives the catalogue text with its code (0010), in a toast and in the list', async () => {
    server.use(
      http.get(`${API}/api/web/medical_entity`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await renderApp('/cartilla-medica');
    const texts = await screen.findAllByText('Lo sentimos, ha sucedido un error inesperado (Error 0010)');
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('a 422 shows the server message', async () => {
    server.use(
      http.get(`${API}/api/web/medical_entity`, () =>
        HttpResponse.json(
          { message: 'El campo page no es válido.', errors: { page: ['El campo page no es válido.'] } },
          { status: 422 },
        ),
      ),
    );
    await renderApp('/cartilla-medica');
    expect((await screen.findAllByText('El campo page no es válido.')).length).toBeGreaterThan(0);
  });

  it('reference lists fail with their own codes', async () => {
    server.use(
      http.get(`${API}/api/web/medical_service`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/web/medical_specialty`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${API}/api/web/provinces`, () => new HttpResponse(null, { status: 500 })),
    );
    await renderApp('/cartilla-medica');
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0009)')).toBeInTheDocument();
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 00114')).toBeInTheDocument();
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0013)')).toBeInTheDocument();
  });

  it('areas fail with the 0003 text', async () => {
    server.use(http.get(`${API}/api/web/areas`, () => new HttpResponse(null, { status: 503 })));
    await renderApp('/cartilla-medica?province_id=1');
    expect(
      await screen.findByText('Lo sentimos, ha sucedido un error al cargar ciudad o provincias (Error 0003).'),
    ).toBeInTheDocument();
  });

  it('a 401 on the search shows the server message and signs the member out', async () => {
    server.use(
      http.get(`${API}/api/web/medical_entity`, () =>
        HttpResponse.json({ message: 'Token vencido.' }, { status: 401 }),
      ),
    );
    await renderApp('/cartilla-medica', { signedIn: true });
    expect((await screen.findAllByText('Token vencido.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(sessionStore.getSnapshot().token).toBeNull());
  });

  it('a province without areas says so', async () => {
    await renderApp('/cartilla-medica?province_id=20');
    expect((await screen.findAllByText('No se encontraron datos.')).length).toBeGreaterThan(0);
  });

  it('share copies a link with the *_save parameters from the public site address', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    await renderApp('/cartilla-medica?province_id=1&medical_specialty_id=4&page=2&areaId_save=7');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Compartir búsqueda' }));
    const expected =
      'https://www.saludplena.example/cartilla-medica?medicalSpecialtyId_save=4&provinceId_save=1&areaId_save=7';
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link de la búsqueda' })).toHaveValue(expected);
  });

  it('choosing a marker highlights its list item; "Ver en el mapa" opens the popup', async () => {
    const user = userEvent.setup();
    await renderApp('/cartilla-medica');
    const list = await results();
    const first = within(list).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('heading').textContent!;
    await user.click(screen.getByRole('button', { name: `Marcador ${name}` }));
    expect(first.querySelector('[data-selected="true"]')).not.toBeNull();
    expect(screen.getByRole('group', { name })).toHaveTextContent(name);
    const second = within(list).getAllByRole('listitem')[1]!;
    const secondName = within(second).getByRole('heading').textContent!;
    await user.click(within(second).getByRole('button', { name: 'Ver en el mapa' }));
    expect(screen.getByRole('group', { name: secondName })).toHaveTextContent(secondName);
    expect(screen.queryByRole('group', { name })).toBeNull();
  });

  it('Buscar re-runs the search from page 1', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?page=2');
    await results();
    const before = searches().length;
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect((router.state.location.search as { page?: number }).page).toBe(1));
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
    expect(lastSearch()).toBe('/api/web/medical_entity?page=1&pagination=5');
    await act(async () => {});
  });

  it('renders server text as text: only http(s) links, tel: phones, Piso y Dpto unless "-"', async () => {
    const row = (id: number, extra: Record<string, unknown>) => ({
      id,
      name: `Prestador ${id}`,
      address: 'Av. Siempre Viva 742',
      address_extra: '',
      phone: '(011) 4555-1234',
      note: '',
      link: '',
      lat: -34.6,
      lon: -58.4,
      ...extra,
    });
    server.use(
      http.get(`${API}/api/web/medical_entity`, () =>
        HttpResponse.json({
          data: [
            row(1, { link: 'javascript:alert(1)', address_extra: '-' }),
            row(2, { link: 'ftp://ftp.example.com/x', address_extra: '3° B' }),
            row(3, { note: '<img src=x onerror=alert(1)>', link: 'https://clinica.example/' }),
          ],
          links: { first: null, last: null, prev: null, next: null },
          meta: { current_page: 1, from: 1, to: 3, total: 3 },
        }),
      ),
    );
    await renderApp('/cartilla-medica');
    const list = await results();
    const [one, two, three] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(one).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(one).queryByText(/Piso y Dpto/)).toBeNull();
    expect(within(two).queryByRole('link', { name: /ftp/ })).toBeNull();
    expect(within(two).getByText('3° B')).toBeInTheDocument();
    expect(within(two).getByText(/Piso y Dpto/)).toBeInTheDocument();
    expect(within(three).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(three.querySelector('img')).toBeNull();
    const link = within(three).getByRole('link', { name: /clinica\.example/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(one).getByRole('link', { name: '(011) 4555-1234' })).toHaveAttribute('href', 'tel:01145551234');
  });
});

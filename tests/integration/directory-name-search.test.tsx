import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { providers } from '../../mocks/data/providers';
import { pharmacies } from '../../mocks/data/pharmacies';
import { renderApp } from '../utils/render';
import { COMBOBOX_FIRST_OPEN, control, openCombobox } from '../utils/selects';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

/**
 * A name filter whose list of names comes back cut (the API's count above the rows it sent) searches the names on
 * the server as the visitor types; a complete list is searched in the browser. The mock's directories have a few
 * hundred rows, so here the names' read answers only the first CUT of them, with the real count.
 */
const API = 'http://api.test';
const CUT = 20;
const spanish = new Intl.Collator('es', { sensitivity: 'base' });

let requests: string[] = [];
const record = ({ request }: { request: Request }) => void requests.push(request.url.replace(API, ''));
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

/** The names' read (pagination=1000) answers its first CUT rows, with the search's whole count. */
function cutNamesList(path: string, rows: ReadonlyArray<{ id: number; name: string }>) {
  server.use(
    http.get(`*/api/web/${path}`, ({ request }) => {
      if (new URL(request.url).searchParams.get('pagination') !== '1000') return undefined;
      const first = [...rows].sort((a, b) => spanish.compare(a.name, b.name)).slice(0, CUT);
      const links = { first: null, last: null, prev: null, next: null };
      return HttpResponse.json({ data: first, links, meta: { current_page: 1, from: 1, to: CUT, total: rows.length } });
    }),
  );
}

/** Holds the name searches' answers until `release()`; says whether each was aborted. */
function heldNameSearches(path: string) {
  const aborted: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*/api/web/${path}`, async ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('pagination') !== '50') return undefined;
      request.signal.addEventListener('abort', () => aborted.push(url.searchParams.get('name') ?? ''));
      await gate;
      return undefined;
    }),
  );
  return { aborted, release: () => release() };
}

const nameSearches = (path: string) =>
  requests.filter((u) => u.startsWith(`/api/web/${path}?`) && u.includes('pagination=50'));

// In the mock's order by name, far past the first 20.
const PROVIDER = 'Policonsultorio Plaza San Martín';

describe('the provider name filter, when its list is cut', () => {
  it('searches the API from two characters, without accents; says "Buscando…"; the chosen name is searched', async () => {
    cutNamesList('medical_entity', providers);
    const held = heldNameSearches('medical_entity');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica');
    await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });

    const listbox = await openCombobox(user, 'Nombre del prestador');
    await within(listbox).findAllByRole('option');
    expect(within(listbox).queryByRole('option', { name: PROVIDER })).not.toBeInTheDocument();
    const input = control('Nombre del prestador');
    await user.clear(input);

    await user.type(input, 'p');
    // One character: the names already read are searched here.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(nameSearches('medical_entity')).toEqual([]);

    await user.type(input, 'laz');
    await waitFor(() => expect(nameSearches('medical_entity')).toHaveLength(1));
    expect(nameSearches('medical_entity')[0]).toBe(
      '/api/web/medical_entity?page=1&pagination=50&name=plaz&orderBy=name',
    );
    // A newer text replaces the search: every older one still on its way is aborted.
    await user.type(input, 'a san martin');
    const last = '/api/web/medical_entity?page=1&pagination=50&name=plaza+san+martin&orderBy=name';
    await waitFor(() => expect(nameSearches('medical_entity').at(-1)).toBe(last));
    const older = nameSearches('medical_entity')
      .slice(0, -1)
      .map((url) => new URL(url, API).searchParams.get('name'));
    await waitFor(() => expect(held.aborted).toEqual(older));
    expect(within(listbox).getByText('Buscando…')).toBeVisible();

    held.release();
    const option = await within(listbox).findByRole('option', { name: PROVIDER });
    await user.click(option);
    await waitFor(() => expect((router.state.location.search as { name?: string }).name).toBe(PROVIDER));
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect(await within(list).findByRole('heading', { name: PROVIDER })).toBeInTheDocument();
  });

  it('says so when no name holds the text', async () => {
    cutNamesList('medical_entity', providers);
    const user = userEvent.setup();
    await renderApp('/cartilla-medica');
    const listbox = await openCombobox(user, 'Nombre del prestador');
    await within(listbox).findAllByRole('option');
    await user.clear(control('Nombre del prestador'));
    await user.type(control('Nombre del prestador'), 'zzqq');
    await waitFor(() => expect(nameSearches('medical_entity')).toHaveLength(1));
    expect(await within(listbox).findByText('No se encontraron datos.')).toBeVisible();
    expect(within(listbox).queryByText('Buscando…')).not.toBeInTheDocument();
  });

  it('a shared link with a name past the list shows that name in the field', async () => {
    cutNamesList('medical_entity', providers);
    const user = userEvent.setup();
    await renderApp(`/cartilla-medica?name=${encodeURIComponent(PROVIDER)}`);
    expect(control('Nombre del prestador')).toHaveValue(PROVIDER);
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect(within(list).getByRole('heading', { name: PROVIDER })).toBeInTheDocument();
    // Once the list is read and the field is a combobox, it still shows it.
    await user.click(control('Nombre del prestador'));
    await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
    await waitFor(() => expect(requests.some((u) => u.includes('pagination=1000'))).toBe(true));
    expect(control('Nombre del prestador')).toHaveValue(PROVIDER);
  });
});

describe('a complete list of names', () => {
  it('is searched in the browser: no name search reaches the API', async () => {
    const user = userEvent.setup();
    await renderApp('/cartilla-medica');
    const listbox = await openCombobox(user, 'Nombre del prestador');
    await within(listbox).findAllByRole('option');
    await user.clear(control('Nombre del prestador'));
    await user.type(control('Nombre del prestador'), 'plaza san martin');
    expect(await within(listbox).findByRole('option', { name: PROVIDER })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(nameSearches('medical_entity')).toEqual([]);
  });
});

describe('the pharmacy name filter, when its list is cut', () => {
  it('finds a pharmacy past the list by a part of its name and searches by it', async () => {
    const sorted = [...pharmacies].sort((a, b) => spanish.compare(a.name, b.name));
    const target = sorted.at(-1)!.name;
    cutNamesList('pharmacy', pharmacies);
    const user = userEvent.setup();
    const { router } = await renderApp('/farmacias');
    const listbox = await openCombobox(user, 'Nombre de la farmacia');
    await within(listbox).findAllByRole('option');
    const word = target.split(' ').at(-1)!;
    await user.clear(control('Nombre de la farmacia'));
    await user.type(control('Nombre de la farmacia'), word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    await user.click(await within(listbox).findByRole('option', { name: target }));
    await waitFor(() =>
      expect((router.state.location.search as { pharmacies_name?: string }).pharmacies_name).toBe(target),
    );
    const list = await screen.findByRole('list', { name: 'Farmacias' }, { timeout: 5000 });
    expect(await within(list).findByRole('heading', { name: target })).toBeInTheDocument();
    expect(nameSearches('pharmacy')[0]).toMatch(/^\/api\/web\/pharmacy\?page=1&pagination=50&name=/);
  });
});

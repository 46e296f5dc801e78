import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { generalPico } from '../../mocks/data/geography';
import { renderApp } from '../utils/render';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

const OBELISCO = { lat: -34.6037, lon: -58.3816 };

/** The browser's answer: a position, or a refusal. */
function geolocation(answer: { lat: number; lon: number } | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: navigator.clipboard,
    geolocation: {
      getCurrentPosition: (
        success: (p: { coords: { latitude: number; longitude: number } }) => void,
        failure: (e: { code: number; PERMISSION_DENIED: number }) => void,
      ) => {
        if (answer === 'denied') failure({ code: 1, PERMISSION_DENIED: 1 });
        else success({ coords: { latitude: answer.lat, longitude: answer.lon } });
      },
    },
  });
}

const metres = (text: string) => {
  const [, value, unit] = /^a ([\d.,]+) (m|km)$/.exec(text)!;
  const n = Number(value!.replaceAll('.', '').replace(',', '.'));
  return unit === 'km' ? n * 1000 : n;
};

/** The list on screen now (the panel replaces it while a search loads), its names and distances. */
const providerList = () => screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const distancesIn = (list: HTMLElement) =>
  within(list)
    .queryAllByText(/^a [\d.,]+ (m|km)$/)
    .map((node) => metres(node.textContent!));

/** General Pico's twelve providers (mocks/data/providers.ts): by id, the one nearest the town's centre is the 11th. */
const PICO = `/cartilla-medica?location_id=${generalPico.id}`;
const NEAREST = 'Policonsultorio Plaza San Martín';

describe("/cartilla-medica: 'Cerca mío'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('orders the whole search: the nearest, 11th in the API order, comes first; the total stays 12', async () => {
    geolocation(generalPico);
    const user = userEvent.setup();
    const { router } = await renderApp(PICO);
    expect(names(await providerList())).not.toContain(NEAREST);
    expect(screen.getByText('Mostrando 1–5 de 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));
    expect(await screen.findByText('Mostrando 1–5 de 12, de más cerca a más lejos')).toBeInTheDocument();
    const first = await providerList();
    expect(names(first)[0]).toBe(NEAREST);
    const page1 = distancesIn(first);
    expect(page1).toHaveLength(5);
    expect(page1).toEqual([...page1].sort((a, b) => a - b));
    await waitFor(() => expect(router.state.location.search).toEqual({ location_id: generalPico.id, cerca: 1 }));

    // The same paginator, the page in the address; the order goes on where page 1 ended.
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Mostrando 11–12 de 12, de más cerca a más lejos')).toBeInTheDocument();
    const page3 = distancesIn(await providerList());
    expect(page3).toHaveLength(2);
    expect(Math.min(...page3)).toBeGreaterThanOrEqual(Math.max(...page1));
    expect(router.state.location.search).toEqual({ location_id: generalPico.id, cerca: 1, page: 3 });
    expect(router.state.location.href).not.toMatch(/-35|-63/);
  });

  it('reads the whole search in pages of 100, and says so when it has more than the 500 it orders', async () => {
    geolocation(OBELISCO);
    const asked: string[] = [];
    server.use(
      http.get('*/api/web/medical_entity', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('pagination')}`);
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pagination'));
        const data = Array.from({ length: size }, (_, i) => {
          const id = (page - 1) * size + i + 1;
          // The last row read is the nearest; every tenth has no coordinates.
          const away = id === 500 ? 0 : id;
          return id % 10 === 3
            ? { id, name: `Prestador ${id}`, lat: null, lon: null }
            : { id, name: `Prestador ${id}`, lat: OBELISCO.lat - away / 10_000, lon: OBELISCO.lon };
        });
        const from = (page - 1) * size + 1;
        return HttpResponse.json({
          data,
          links: { first: null, last: null, prev: null, next: null },
          meta: { current_page: page, from, to: from + size - 1, total: 612 },
        });
      }),
    );
    const { router } = await renderApp('/cartilla-medica?province_id=1&cerca=1');
    expect(
      await screen.findByText('Mostrando 1–5 de 612, de más cerca a más lejos', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(names(await providerList())).toEqual([
      'Prestador 500',
      'Prestador 1',
      'Prestador 2',
      'Prestador 4',
      'Prestador 5',
    ]);
    expect(asked.filter((call) => call.endsWith('/100'))).toEqual(['1/100', '2/100', '3/100', '4/100', '5/100']);
    expect(
      screen.getByText(
        'Se ordenaron por distancia los primeros 500 de 612 resultados, no todos: acotá la búsqueda con la zona o la especialidad.',
      ),
    ).toBeInTheDocument();
    // It offers the filters that narrow it: the province is chosen, so the city is next.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Elegir zona' }));
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elegir especialidad' })).toBeInTheDocument();
    // The paginator goes through the 500 ordered rows: the last page is the 100th.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Última' }));
    expect(await screen.findByText('Mostrando 496–500 de 612, de más cerca a más lejos')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ page: 100 });
  });

  it('puts the rows without coordinates last', async () => {
    geolocation(OBELISCO);
    server.use(
      http.get('*/api/web/medical_entity', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Sin lugar', lat: null, lon: null },
            { id: 2, name: 'Lejos', lat: OBELISCO.lat - 0.05, lon: OBELISCO.lon },
            { id: 3, name: 'En cero', lat: 0, lon: 0 },
            { id: 4, name: 'Cerca', lat: OBELISCO.lat - 0.001, lon: OBELISCO.lon },
          ],
          links: { first: null, last: null, prev: null, next: null },
          meta: { current_page: 1, from: 1, to: 4, total: 4 },
        }),
      ),
    );
    await renderApp('/cartilla-medica?province_id=1&cerca=1');
    expect(await screen.findByText('Mostrando 1–4 de 4, de más cerca a más lejos')).toBeInTheDocument();
    expect(names(await providerList())).toEqual(['Cerca', 'Lejos', 'Sin lugar', 'En cero']);
  });

  it('refused: a clear message, the same order, no distances, the address unchanged', async () => {
    geolocation('denied');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1');
    const before = names(await providerList());
    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tenemos permiso para usar tu ubicación');
    const list = await providerList();
    expect(names(list)).toEqual(before);
    expect(distancesIn(list)).toHaveLength(0);
    expect(router.state.location.search).toEqual({ province_id: 1 });
  });

  it('stays on through a new search: the address keeps cerca=1, and the new results come nearest first', async () => {
    geolocation(OBELISCO);
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1&cerca=1');
    await screen.findByText(/de más cerca a más lejos$/, undefined, { timeout: 5000 });

    await user.selectOptions(screen.getByLabelText('Provincia', { exact: true }), '2');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 2, page: 1, cerca: 1 }));
    expect(screen.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => {
      const shown = distancesIn(await providerList());
      expect(shown).toHaveLength(5);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    });
  });

  it('turned off, it leaves the address, and the API order comes back', async () => {
    geolocation(generalPico);
    const user = userEvent.setup();
    const { router } = await renderApp(`${PICO}&cerca=1&page=2`);
    await screen.findByText('Mostrando 6–10 de 12, de más cerca a más lejos', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ location_id: generalPico.id }));
    expect(await screen.findByText('Mostrando 1–5 de 12')).toBeInTheDocument();
    expect(distancesIn(await providerList())).toHaveLength(0);
  });
});

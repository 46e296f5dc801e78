import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../utils/render';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

/** The browser's answer: a position near the Obelisco, or a refusal. */
function geolocation(answer: 'here' | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: navigator.clipboard,
    geolocation: {
      getCurrentPosition: (
        success: (p: { coords: { latitude: number; longitude: number } }) => void,
        failure: (e: { code: number; PERMISSION_DENIED: number }) => void,
      ) => {
        if (answer === 'here') success({ coords: { latitude: -34.6037, longitude: -58.3816 } });
        else failure({ code: 1, PERMISSION_DENIED: 1 });
      },
    },
  });
}

const metres = (text: string) => {
  const [, value, unit] = /^a ([\d.,]+) (m|km)$/.exec(text)!;
  const n = Number(value!.replaceAll('.', '').replace(',', '.'));
  return unit === 'km' ? n * 1000 : n;
};

describe("/cartilla-medica: 'Cerca mío'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sorts the page by distance, labels it, marks "Estás aquí", and only cerca=1 enters the address', async () => {
    geolocation('here');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));

    await waitFor(() => expect(within(list).getAllByTestId('distance')).toHaveLength(5));
    const distances = within(list)
      .getAllByTestId('distance')
      .map((node) => metres(node.textContent!));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('user-location')).toHaveTextContent('Estás aquí');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 1, cerca: 1 }));
    expect(router.state.location.href).not.toMatch(/-34|-58/);
  });

  it('refused: a clear message, the same order, no distances, the address unchanged', async () => {
    geolocation('denied');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    const before = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tenemos permiso para usar tu ubicación');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(before);
    expect(within(list).queryAllByTestId('distance')).toHaveLength(0);
    expect(router.state.location.search).toEqual({ province_id: 1 });
  });

  it('stays on through a new search: the address keeps cerca=1, and the new results come nearest first', async () => {
    geolocation('here');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1&cerca=1');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByTestId('distance')).toHaveLength(5));

    await user.selectOptions(screen.getByLabelText('Provincia', { exact: true }), '2');
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 2, page: 1, cerca: 1 }));
    expect(screen.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(list).getAllByTestId('distance').length).toBeGreaterThan(0));
  });

  it('turned off, it leaves the address', async () => {
    geolocation('here');
    const user = userEvent.setup();
    const { router } = await renderApp('/cartilla-medica?province_id=1&cerca=1');
    await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getByRole('button', { name: 'Cerca mío' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ province_id: 1 }));
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';
import { selectNative } from '../../utils/selects';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../../utils/map-view-mock');
  return { MapView: MapViewMock };
});

/** Where the router put the window: the `top` of each of its `scrollTo` calls (jsdom scrolls nothing itself). */
function windowMoves() {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  return () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top);
}

describe('the app router: where the window stays', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the place on the first render (the visitor may have scrolled before the app started) and on a plan's tab; a new page starts at the top", async () => {
    const user = userEvent.setup();
    const moves = windowMoves();
    const { router } = await renderApp('/nuestros-planes');
    await screen.findByRole('tab', { name: 'A-10 PLUS', selected: true });
    expect(moves()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'C-60 PLUS' }));
    await screen.findByRole('tab', { name: 'C-60 PLUS', selected: true });
    expect(router.state.location.search).toEqual({ c60: '' });
    expect(moves()).toEqual([]);

    await act(() => router.navigate({ to: '/contacto' }));
    await screen.findByRole('heading', { level: 1, name: /contacto/i });
    expect(moves()).toEqual([0]);
  });

  it("keeps the place on a directory's filter and page of results; a link to another page goes to the top", async () => {
    const user = userEvent.setup();
    const moves = windowMoves();
    const { router } = await renderApp('/cartilla-medica');
    await screen.findByText(/^Mostrando 1–5 de \d+$/, {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByText(/^Mostrando 6–10 de \d+$/);
    expect(router.state.location.search).toMatchObject({ page: 2 });
    await selectNative(user, 'Provincia', 'Ciudad Autónoma de Buenos Aires');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ province_id: 1 }));
    await screen.findByText(/^Mostrando 1–5 de \d+$/);
    expect(moves()).toEqual([]);

    await user.click(screen.getAllByRole('link', { name: 'Farmacias' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Farmacias' });
    expect(moves()).toEqual([0]);
  });

  it('Back returns to a place the window reached before the first render, though no scroll came after it', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
    const moves = windowMoves();
    const { router } = await renderApp('/preguntas-frecuentes');
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });

    await act(() => router.navigate({ to: '/contacto' }));
    await screen.findByRole('heading', { level: 1, name: /contacto/i });
    await act(() => router.history.back());
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await waitFor(() => expect(moves()).toEqual([0, 600]));
  });
});

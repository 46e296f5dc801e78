import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';

describe('createAppRouter: where the window stays', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the place on the first render (the visitor may have scrolled before the app started) and on a change of search parameters; a new page starts at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderApp('/nuestros-planes');
    await screen.findByRole('tab', { name: 'A-10 PLUS', selected: true });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate({ to: '/nuestros-planes', search: { c60: true } }));
    await screen.findByRole('tab', { name: 'C-60 PLUS', selected: true });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate({ to: '/contacto' }));
    await screen.findByRole('heading', { level: 1, name: /contacto/i });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWindow } from '@/lib/page-window';
import { Paginator } from '@/components/paginator';
import { renderWithProviders } from '../../utils/render';

describe('paginator window (up to 4 pages either side)', () => {
  it('examples', () => {
    expect(pageWindow(1, 69)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 69)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(69, 69)).toEqual([65, 66, 67, 68, 69]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('always holds the (clamped) current page, consecutive, at most 9, within 1..count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 1, max: 400 }), (current, count) => {
        const pages = pageWindow(current, count);
        const page = Math.min(Math.max(1, current), count);
        expect(pages).toContain(page);
        expect(pages.length).toBeLessThanOrEqual(9);
        pages.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(count);
          if (i > 0) expect(p).toBe(pages[i - 1]! + 1);
          expect(Math.abs(p - page)).toBeLessThanOrEqual(4);
        });
      }),
    );
  });
  it('First, Last and the numbers work by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Paginator page={5} pageCount={20} onChange={onChange} label="Páginas de resultados" />);
    expect(screen.getByRole('navigation', { name: 'Páginas de resultados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 10' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Última' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(20);
    screen.getByRole('button', { name: 'Primera' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(1);
  });
});

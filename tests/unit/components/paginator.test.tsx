import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Paginator } from '@/components/paginator';
import { renderWithProviders } from '../../utils/render';

describe('Paginator', () => {
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

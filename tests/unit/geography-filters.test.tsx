import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeographyFilters } from '@/features/directories/components/geography-filters';
import { renderWithProviders } from '../utils/render';

vi.setConfig({ testTimeout: 30_000 });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input:not([type="hidden"])' });

describe('GeographyFilters', () => {
  it('area and locality wait for their parent', async () => {
    renderWithProviders(<GeographyFilters onChange={() => {}} />);
    expect(field('Ciudad')).toBeDisabled();
    expect(field('Localidad')).toBeDisabled();
  });

  it('a new province clears area and locality; a new area clears the locality', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<GeographyFilters province_id={1} area_id={1} location_id={1} onChange={onChange} />);
    await waitFor(() => expect(field('Provincia')).toHaveValue('Ciudad Autónoma de Buenos Aires'));
    await user.click(field('Provincia'));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Córdoba' }));
    expect(onChange).toHaveBeenLastCalledWith({ province_id: 6, area_id: undefined, location_id: undefined });

    await waitFor(() => expect(field('Ciudad')).not.toHaveValue('Cargando…'));
    await user.click(field('Ciudad'));
    const areaOptions = await within(await screen.findByRole('listbox')).findAllByRole('option');
    await user.click(areaOptions[1]!);
    expect(onChange).toHaveBeenLastCalledWith({ area_id: expect.any(Number), location_id: undefined });
  });
});

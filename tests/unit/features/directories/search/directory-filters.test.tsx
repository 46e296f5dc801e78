import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeographyFilters, ProviderFilterFields } from '@/features/directories/search/directory-filters';
import { renderWithProviders } from '../../../../utils/render';
import { control, openCombobox, selectNative } from '../../../../utils/selects';

describe('GeographyFilters', () => {
  it('are native selects named like the search parameters; area and locality wait for their parent', async () => {
    renderWithProviders(<GeographyFilters onChange={() => {}} />);
    expect(control('Provincia')).toHaveAttribute('name', 'province_id');
    expect(control('Ciudad')).toHaveAttribute('name', 'area_id');
    expect(control('Localidad')).toHaveAttribute('name', 'location_id');
    expect(control('Ciudad')).toBeDisabled();
    expect(control('Localidad')).toBeDisabled();
    expect(control('Ciudad')).toHaveDisplayValue('Elija primero una provincia');
  });

  it('a chosen value shows "Cargando…" until its list arrives, then its name', async () => {
    renderWithProviders(<GeographyFilters province_id={1} onChange={() => {}} />);
    expect(control('Provincia')).toHaveDisplayValue('Cargando…');
    await waitFor(() => expect(control('Provincia')).toHaveDisplayValue('Ciudad Autónoma de Buenos Aires'));
  });

  it('a new province clears area and locality; a new area clears the locality', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<GeographyFilters province_id={1} area_id={1} location_id={1} onChange={onChange} />);
    await waitFor(() => expect(control('Provincia')).toHaveDisplayValue('Ciudad Autónoma de Buenos Aires'));
    await selectNative(user, 'Provincia', 'Córdoba');
    expect(onChange).toHaveBeenLastCalledWith({ province_id: 6, area_id: undefined, location_id: undefined });

    await waitFor(() => expect(control('Ciudad')).not.toHaveDisplayValue('Cargando…'));
    await user.selectOptions(control('Ciudad'), 'Todas las ciudades');
    expect(onChange).toHaveBeenLastCalledWith({ area_id: undefined, location_id: undefined });
  });
});

describe("ProviderFilterFields: service and specialty understand people's words", () => {
  it.each([
    ['Especialidad', 'oculista', 'Oftalmología · oculista', { medical_specialty_id: 38 }],
    ['Especialidad', 'traumatologo', 'Traumatología y Ortopedia · traumatólogo', { medical_specialty_id: 46 }],
    ['Servicio médico', 'urgencia', 'Guardia 24 hs · urgencia', { medical_service_id: 1 }],
  ])('%s: %j offers %j, which is chosen by its id', async (label, search, option, change) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ProviderFilterFields filters={{}} onChange={onChange} />);
    const listbox = await openCombobox(user, label);
    await within(listbox).findByRole('option', { name: 'TODOS' });
    await user.clear(control(label));
    await user.type(control(label), search);
    await user.click(within(listbox).getByRole('option', { name: option }));
    expect(onChange).toHaveBeenLastCalledWith(change);
  });
});

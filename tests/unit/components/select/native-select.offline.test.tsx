import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeSelect } from '@/components/select/native-select';
import { renderWithProviders } from '../../../utils/render';
import { control } from '../../../utils/selects';

// The combobox's code cannot be fetched (offline, a deploy removed the old chunk).
vi.mock('@/components/select/searchable-select', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('A searchable NativeSelect whose combobox cannot load', () => {
  it('stays the platform select, and a press opens the platform picker again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <NativeSelect
        searchable={{}}
        label="Especialidad"
        name="medical_specialty_id"
        value={undefined}
        options={{
          data: [
            { value: '', label: 'TODOS' },
            { value: '6', label: 'Cardiología' },
          ],
          loading: false,
          empty: false,
        }}
        onChange={onChange}
      />,
    );
    const select = control('Especialidad');
    // The first press is kept for the combobox; once it is known not to come, presses are the platform's again.
    expect(fireEvent.mouseDown(select)).toBe(false);
    await waitFor(() => expect(fireEvent.mouseDown(select)).toBe(true));
    expect(control('Especialidad')).toBe(select);
    await user.selectOptions(select, 'Cardiología');
    expect(onChange).toHaveBeenLastCalledWith('6');
  });
});

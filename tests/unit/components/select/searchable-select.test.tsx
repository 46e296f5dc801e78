import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { SearchableSelect } from '@/components/select/searchable-select';
import { renderWithProviders } from '../../../utils/render';
import { control } from '../../../utils/selects';

const options = [
  { value: '', label: 'TODOS' },
  { value: '6', label: 'Cardiología' },
];

describe('SearchableSelect: what a searchable NativeSelect becomes on first use', () => {
  it('mounts focused and open, its input pointing at its list from that first open', () => {
    // As in the browser: the test providers' env="test" would render every portal in place.
    render(
      <MantineProvider theme={theme}>
        <SearchableSelect
          label="Especialidad"
          name="medical_specialty_id"
          options={options}
          value={undefined}
          onChange={() => {}}
        />
      </MantineProvider>,
    );
    const input = control('Especialidad');
    expect(input).toHaveFocus();
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  it("keyboard: arrows and Enter choose; 'TODOS' reads as no value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <SearchableSelect
        label="Especialidad"
        name="medical_specialty_id"
        options={options}
        value="6"
        onChange={onChange}
      />,
    );
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TODOS', 'Cardiología']);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

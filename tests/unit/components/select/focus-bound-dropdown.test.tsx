import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { MantineProvider, Select } from '@mantine/core';
import { theme } from '@/app/theme';
import { useFocusBoundDropdown } from '@/components/select/focus-bound-dropdown';
import { control } from '../../../utils/selects';

/** A searchable Mantine Select (it opens on focus) whose list the hook holds. */
function Specialty() {
  const dropdown = useFocusBoundDropdown();
  return (
    <Select
      {...dropdown}
      label="Especialidad"
      data={['Cardiología', 'Pediatría']}
      searchable
      comboboxProps={{ withinPortal: false }}
    />
  );
}

describe('useFocusBoundDropdown: a list open only while its field has the focus', () => {
  it('opens only for its own focused field, and a blur closes it', () => {
    const { result } = renderHook(() => useFocusBoundDropdown());
    const field = document.createElement('input');
    const other = document.createElement('input');
    document.body.append(field, other);
    field.id = result.current.id;

    // Asked while another element has the focus (a focus handed over late): stays closed.
    other.focus();
    act(() => result.current.onDropdownOpen());
    expect(result.current.dropdownOpened).toBe(false);

    field.focus();
    act(() => result.current.onDropdownOpen());
    expect(result.current.dropdownOpened).toBe(true);

    act(() => result.current.onBlur());
    expect(result.current.dropdownOpened).toBe(false);
    field.remove();
    other.remove();
  });

  it('a combobox focused and left before React renders (Tab held down) shows no list', () => {
    render(
      <MantineProvider theme={theme}>
        <Specialty />
        <input aria-label="Nombre" />
      </MantineProvider>,
    );
    const combobox = control('Especialidad');
    const next = screen.getByLabelText('Nombre');
    // Both focus moves in one task: React renders once, after them.
    act(() => {
      combobox.focus();
      next.focus();
    });
    expect(next).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

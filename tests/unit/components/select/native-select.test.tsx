import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NativeSelect,
  useSelectOptions,
  type NativeSelectProps,
  type OptionList,
  type SelectOption,
} from '@/components/select/native-select';
import { renderWithProviders } from '../../../utils/render';
import { COMBOBOX_FIRST_OPEN, control } from '../../../utils/selects';

const options = [
  { value: '1', label: 'Buenos Aires' },
  { value: '6', label: 'Córdoba' },
];
const loaded: OptionList<SelectOption> = { data: options, isPending: false, isSuccess: true };
const loading: OptionList<SelectOption> = { data: undefined, isPending: true, isSuccess: false };
const asIs = (option: SelectOption) => option;

/** A NativeSelect offering a list as the directories do (useSelectOptions). */
function Field({
  list = loaded,
  emptyLabel,
  ...props
}: Omit<NativeSelectProps, 'options'> & { list?: OptionList<SelectOption>; emptyLabel: string }) {
  const offered = useSelectOptions(list, { emptyLabel, value: props.value, toOption: asIs });
  return <NativeSelect {...props} options={offered} />;
}

describe('NativeSelect: a native select named like its search parameter', () => {
  it("offers the empty option first, then the list; '' reads as no value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <Field label="Provincia" name="province_id" emptyLabel="Todas" value="6" onChange={onChange} />,
    );
    const select = control('Provincia');
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('name', 'province_id');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Buenos Aires', 'Córdoba']);
    expect(select).toHaveDisplayValue('Córdoba');
    await user.selectOptions(select, 'Todas');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.selectOptions(select, 'Buenos Aires');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it("shows a chosen value the list does not hold yet as 'Cargando…' while the list loads", () => {
    renderWithProviders(
      <Field label="Provincia" name="province_id" emptyLabel="Todas" value="9" list={loading} onChange={() => {}} />,
    );
    expect(control('Provincia')).toHaveDisplayValue('Cargando…');
  });
});

describe('NativeSelect searchable: a native select until first use, then a searchable combobox', () => {
  // Controlled, as the pages hold it: the address is the value.
  function Controlled({ onChange, onFirstUse }: { onChange: (v: string | undefined) => void; onFirstUse: () => void }) {
    const [value, setValue] = useState<string | undefined>();
    return (
      <Field
        searchable={{ onFirstUse }}
        label="Especialidad"
        name="medical_specialty_id"
        emptyLabel="TODOS"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }
  const renderSelect = (onChange = vi.fn(), onFirstUse = vi.fn()) => {
    renderWithProviders(<Controlled onChange={onChange} onFirstUse={onFirstUse} />);
    return { onChange, onFirstUse };
  };

  it('starts as a plain select that a GET form can send', () => {
    const { onFirstUse } = renderSelect();
    expect(control('Especialidad').tagName).toBe('SELECT');
    expect(control('Especialidad')).toHaveAttribute('name', 'medical_specialty_id');
    expect(control('Especialidad')).toHaveDisplayValue('TODOS');
    expect(onFirstUse).not.toHaveBeenCalled();
  });

  it('a press mounts the combobox, focused and open; typing filters; the choice is reported', async () => {
    const user = userEvent.setup();
    const { onChange, onFirstUse } = renderSelect();
    await user.click(control('Especialidad'));
    // The combobox's code loads on that first use.
    await waitFor(() => expect(control('Especialidad').tagName).toBe('INPUT'));
    const input = control('Especialidad');
    await waitFor(() => expect(input).toHaveFocus());
    expect(onFirstUse).toHaveBeenCalledTimes(1);
    const listbox = await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await user.clear(input);
    await user.type(input, 'córd');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Córdoba']);
    await user.click(within(listbox).getByRole('option', { name: 'Córdoba' }));
    expect(onChange).toHaveBeenLastCalledWith('6');
  });

  it('keyboard focus (Tab) mounts it too; TODOS reads as no value', async () => {
    const user = userEvent.setup();
    const { onChange } = renderSelect();
    await user.tab();
    await waitFor(() => expect(control('Especialidad').tagName).toBe('INPUT'));
    await waitFor(() => expect(control('Especialidad')).toHaveFocus());
    const listbox = await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN);
    await user.click(within(listbox).getByRole('option', { name: 'Córdoba' }));
    expect(onChange).toHaveBeenLastCalledWith('6');
    await user.click(control('Especialidad'));
    await user.click(
      within(await screen.findByRole('listbox', {}, COMBOBOX_FIRST_OPEN)).getByRole('option', { name: 'TODOS' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it("says 'No se encontraron datos.' when a search finds nothing", async () => {
    const user = userEvent.setup();
    renderSelect();
    await user.click(control('Especialidad'));
    await waitFor(() => expect(control('Especialidad').tagName).toBe('INPUT'));
    await user.type(control('Especialidad'), 'zzz');
    expect(await screen.findByText('No se encontraron datos.')).toBeInTheDocument();
  });
});

describe('NativeSelect searchable, with Tab held down', () => {
  it('a field Tab has already left becomes a combobox without taking the focus back or opening its list', async () => {
    renderWithProviders(
      <>
        <Field
          searchable={{}}
          label="Especialidad"
          name="medical_specialty_id"
          emptyLabel="TODOS"
          value={undefined}
          onChange={() => {}}
        />
        <input aria-label="Nombre" />
      </>,
    );
    const select = control('Especialidad');
    const next = screen.getByLabelText('Nombre');
    // Focus passes on before the combobox's code has arrived.
    act(() => {
      select.focus();
      next.focus();
    });
    await waitFor(() => expect(control('Especialidad').tagName).toBe('INPUT'), COMBOBOX_FIRST_OPEN);
    expect(next).toHaveFocus();
    expect(control('Especialidad')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

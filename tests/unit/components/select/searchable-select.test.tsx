import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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

  it("with no filter chosen it shows 'TODOS' as a placeholder, so what the visitor types is the whole search", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SearchableSelect
        label="Especialidad"
        name="medical_specialty_id"
        options={options}
        value={undefined}
        onChange={() => {}}
      />,
    );
    const input = control('Especialidad');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'TODOS');
    await user.keyboard('Cardio');
    expect(input).toHaveValue('Cardio');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cardiología']);
  });
});

describe('SearchableSelect with medical words: people find the option by their own words', () => {
  const specialties = [
    { value: '', label: 'TODOS' },
    { value: '6', label: 'Cardiología' },
    { value: '36', label: 'Obstetricia' },
    { value: '38', label: 'Oftalmología' },
    { value: '42', label: 'Pediatría' },
    { value: '23', label: 'Ginecología' },
  ];
  const count = (n: number) => `${n} especialidades encontradas`;
  const renderWords = (onChange = vi.fn()) => {
    renderWithProviders(
      <SearchableSelect
        label="Especialidad"
        name="medical_specialty_id"
        options={specialties}
        value={undefined}
        onChange={onChange}
        search={{ medicalWords: true, countFound: count }}
      />,
    );
    return onChange;
  };
  const shown = () =>
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it("an option found by a word says which ('Oftalmología · oculista'); choosing it reports its value", async () => {
    const user = userEvent.setup();
    const onChange = renderWords();
    await user.clear(control('Especialidad'));
    await user.type(control('Especialidad'), 'el oculista');
    expect(shown()).toEqual(['Oftalmología · oculista']);
    await user.click(screen.getByRole('option', { name: 'Oftalmología · oculista' }));
    expect(onChange).toHaveBeenLastCalledWith('38');
  });

  it('the best match first, and Enter takes it', async () => {
    const user = userEvent.setup();
    const onChange = renderWords();
    await user.clear(control('Especialidad'));
    await user.type(control('Especialidad'), 'embarazo');
    expect(shown()).toEqual(['Obstetricia · embarazo', 'Ginecología · embarazo']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('36');
  });

  it('a typo is forgiven, accents and case do not count', async () => {
    const user = userEvent.setup();
    renderWords();
    await user.clear(control('Especialidad'));
    await user.type(control('Especialidad'), 'OFTALMOLGIA');
    expect(shown()).toEqual(['Oftalmología']);
  });

  it('the number of matches is read out politely once typing pauses, and nothing while no search is typed', async () => {
    const user = userEvent.setup();
    renderWords();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.clear(control('Especialidad'));
    await user.type(control('Especialidad'), 'embarazo');
    await waitFor(() => expect(status).toHaveTextContent('2 especialidades encontradas'));
    await user.clear(control('Especialidad'));
    await waitFor(() => expect(status).toHaveTextContent(''));
  });
});

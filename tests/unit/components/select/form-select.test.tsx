import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FormSelect } from '@/components/select/form-select';
import { renderWithProviders } from '../../../utils/render';

type List = { data?: { value: string; label: string }[]; isPending: boolean };

function Field({ list }: { list: List }) {
  const { control } = useForm({ defaultValues: { tipdoc: '' } });
  return (
    <FormSelect control={control} name="tipdoc" label="Tipo de documento" placeholder="Seleccioná" loadingList={list} />
  );
}

describe('FormSelect with a list that loads', () => {
  it("says 'Cargando…' (shown and read out) and is disabled while the list is on its way", () => {
    renderWithProviders(<Field list={{ isPending: true }} />);
    const select = screen.getByRole('combobox', { name: /Tipo de documento/ });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('placeholder', 'Cargando…');
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });

  it('offers the list once it is there, with its own placeholder', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field list={{ isPending: false, data: [{ value: '1', label: 'DNI' }] }} />);
    const select = screen.getByRole('combobox', { name: /Tipo de documento/ });
    expect(select).toBeEnabled();
    expect(select).toHaveAttribute('placeholder', 'Seleccioná');
    expect(screen.queryByRole('status', { name: 'Cargando…' })).toBeNull();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'DNI' }));
    expect(select).toHaveValue('DNI');
  });

  it("says 'No se encontraron datos.' and stays disabled when the list came empty", () => {
    renderWithProviders(<Field list={{ isPending: false, data: [] }} />);
    const select = screen.getByRole('combobox', { name: /Tipo de documento/ });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('placeholder', 'No se encontraron datos.');
  });
});

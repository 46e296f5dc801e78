import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SentForm } from '@/components/forms/form-body';

function renderForm() {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <SentForm aria-label="Contacto" onSubmit={onSubmit}>
      <label>
        Nombre <input name="nombre" />
      </label>
      <button type="submit">
        <span>Enviar</span>
      </button>
      <button type="button">Agregar archivo</button>
    </SentForm>,
  );
  return onSubmit;
}

describe('SentForm', () => {
  it('a click on Enviar sends; the second click of a double click does not, even on the label inside the button', () => {
    const onSubmit = renderForm();
    const send = screen.getByRole('button', { name: 'Enviar' });
    fireEvent.click(send, { detail: 1 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Enviar'), { detail: 2 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // A later, separate click sends again.
    fireEvent.click(send, { detail: 1 });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('a click the keyboard makes (detail 0) sends, and other buttons keep their double clicks', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }), { detail: 0 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const other = screen.getByRole('button', { name: 'Agregar archivo' });
    const onOther = vi.fn();
    other.addEventListener('click', (event) => onOther(event.defaultPrevented));
    fireEvent.click(other, { detail: 2 });
    expect(onOther).toHaveBeenCalledWith(false);
  });
});

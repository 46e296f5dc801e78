import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';

// These forms are large and the machines busy: give async queries more time than 1 s.
configure({ asyncUtilTimeout: 5000 });

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function fileInputs(container: HTMLElement) {
  return Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
}

async function fillJob(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Nombre y apellido/ }), 'Ana López');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@example.com');
  await choose(user, /Puesto/, 'Enfermería');
}

describe('job application form (/trabaja-con-nosotros)', () => {
  it('shows the validation texts and the personal-data notice', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/trabaja-con-nosotros');
    expect(screen.getByRole('heading', { level: 1, name: 'Trabajá con nosotros' })).toBeInTheDocument();
    expect(screen.getByText(/Ley Nº 25.326/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Requerido.')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debe ser un email valido.')).toBeInTheDocument();
  });

  it('shows file slots in sequence, states the limit, rejects a file over 10 MB and removes files', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = await renderApp('/trabaja-con-nosotros');
    expect(
      screen.getByText('Formatos aceptados: .doc, .docx, .pdf. Máximo 10 MB por archivo y 40 MB en total.'),
    ).toBeInTheDocument();
    expect(fileInputs(container)).toHaveLength(1);

    const big = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInputs(container)[0]!, big);
    expect(
      await screen.findByText(
        'El archivo «enorme.pdf» pesa 11 MB y supera el máximo de 10 MB por archivo. Elegí un archivo más liviano.',
      ),
    ).toBeInTheDocument();
    expect(fileInputs(container)).toHaveLength(1);

    await user.upload(fileInputs(container)[0]!, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cv.pdf (8 B)')).toBeInTheDocument();
    expect(screen.queryByText(/enorme\.pdf/)).not.toBeInTheDocument();
    expect(fileInputs(container)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Archivo adicional 2' })).toBeInTheDocument();

    await user.upload(fileInputs(container)[1]!, new File(['abc'], 'carta.doc'));
    expect(fileInputs(container)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Quitar archivo cv.pdf' }));
    expect(screen.queryByText('cv.pdf (8 B)')).not.toBeInTheDocument();
    // Slot 2 still holds its file, so it stays.
    expect(screen.getByText('carta.doc (3 B)')).toBeInTheDocument();
  });

  it('sends, shows the loading state, toasts and resets', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/web/contact_form', async ({ request }) => {
        sent = await request.formData();
        await delay(150);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await renderApp('/trabaja-con-nosotros');
    await fillJob(user);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    expect(sent?.get('message')).toBe('Enfermería');
    expect(sent?.get('title')).toBe('Trabaja con nosotros');
    expect(sent?.get('contact_form_type_id')).toBe('5');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('');
  });

  it('sends once on a double click', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      http.post('*/api/web/contact_form', async () => {
        calls += 1;
        await delay(100);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await renderApp('/trabaja-con-nosotros');
    await fillJob(user);
    await user.dblClick(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Mensaje enviado exitosamente.');
    expect(calls).toBe(1);
  });

  it('tells a 422 field error and a server failure, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/api/web/contact_form', () =>
        HttpResponse.json({ message: 'x', errors: { email: ['El correo no es válido.'] } }, { status: 422 }),
      ),
    );
    await renderApp('/trabaja-con-nosotros');
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El correo no es válido.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Ana López');

    server.use(http.post('*/api/web/contact_form', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('ana@example.com');
    const form = screen.getByRole('form', { name: 'Formulario de postulación' });
    expect(within(form).getByRole('combobox', { name: /Puesto/ })).toHaveValue('Enfermería');
  });
});

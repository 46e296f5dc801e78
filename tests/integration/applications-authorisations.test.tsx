import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { demoMember, renderApp } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

async function openForm() {
  const user = userEvent.setup({ delay: null });
  const utils = await renderApp('/panel/autorizaciones', { signedIn: true });
  const form = await screen.findByRole('form', { name: 'Solicitud de autorización' });
  return { user, form, ...utils };
}

describe('authorisations form (/panel/autorizaciones)', () => {
  it('states the 72-business-hour note, the limits and the notice; prefills the member e-mail', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Autorizaciones' })).toBeInTheDocument();
    expect(form).toHaveTextContent('Las solicitudes de autorización se procesan dentro de las 72 horas hábiles.');
    expect(form).toHaveTextContent('Formatos aceptados: PDF, JPG. Máximo 10 MB por archivo y 40 MB en total.');
    expect(form).toHaveTextContent(/Ley Nº 25.326/);
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(demoMember.email);
  });

  it('shows the validation texts', async () => {
    const { user } = await openForm();
    await user.clear(screen.getByRole('textbox', { name: /Correo electrónico/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Completar datos.')).toBeInTheDocument();
    expect(screen.getByText('Adjuntar orden médica.')).toBeInTheDocument();
    expect(screen.getByText('Debe especificar el lugar de realización del estudio.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debe ser un email valido.')).toBeInTheDocument();
  });

  it('sends multipart with the autorizaciones type, shows the loading state and resets after 200', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('*/api/web/contact_form', async ({ request }) => {
        sent = await request.formData();
        await delay(150);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, form } = await openForm();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'orden.pdf'));
    await screen.findByText('orden.pdf (4 B)');
    await user.type(screen.getByRole('textbox', { name: /^Lugar de realización del estudio/ }), 'Sede <Centro>');
    await user.type(screen.getByRole('textbox', { name: /Comentarios/ }), 'Urgente & gracias');
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    expect(sent?.get('contact_form_type_id')).toBe('13');
    expect(sent?.get('title')).toBe('Autorizaciones');
    expect(sent?.get('place01')).toBe('Sede <Centro>');
    expect(sent?.get('email')).toBe(demoMember.email);
    expect(String(sent?.get('message'))).toContain('Sede &lt;Centro&gt;');
    expect(String(sent?.get('message'))).toContain('Urgente &amp; gracias');
    expect(sent?.get('attachment')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('orden.pdf (4 B)')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Lugar de realización del estudio/ })).toHaveValue('');
  });

  it('tells a failure with the catalogue text and keeps the form', async () => {
    server.use(http.post('*/api/web/contact_form', () => new HttpResponse(null, { status: 500 })));
    const { user, form } = await openForm();
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'orden.pdf'));
    await user.type(screen.getByRole('textbox', { name: /^Lugar de realización del estudio/ }), 'Sede Norte');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeInTheDocument();
    expect(screen.getByText('orden.pdf (4 B)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Lugar de realización del estudio/ })).toHaveValue('Sede Norte');
  });
});

import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';

// These forms are large and the machines busy: give async queries more time than 1 s.
configure({ asyncUtilTimeout: 5000 });
import type { ResidencyPayload } from '@/api/residency-mail';

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openForm() {
  const user = userEvent.setup({ delay: null });
  const utils = await renderApp('/residencia-medica');
  await user.click(screen.getByRole('button', { name: 'Formulario de inscripción' }));
  const form = await screen.findByRole('form', { name: 'Formulario de inscripción a la residencia' });
  return { user, form, ...utils };
}

async function fillRequired(user: UserEvent, form: HTMLElement) {
  await choose(user, /Especialidad/, 'Cardiología');
  await user.type(screen.getByRole('textbox', { name: /Nombre y apellido/ }), 'Juan Pérez');
  await user.type(screen.getByRole('textbox', { name: /^Teléfono/ }), '011 4444-5555');
  await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'juan@example.com');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled());
  await choose(user, /Tipo de documento/, 'DNI');
  await user.type(screen.getByRole('textbox', { name: /Número de documento/ }), '30111222');
  const cvInput = form.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(cvInput, new File(['%PDF-1.4'], 'Mi CV.pdf', { type: 'application/pdf' }));
  await screen.findByText('Mi CV.pdf (8 B)');
}

describe('residency application form (/residencia-medica)', () => {
  it('shows a loader while the document types load, then the options', async () => {
    server.use(
      http.get('*/api/web/member/tipdoc', async () => {
        await delay(200);
        return HttpResponse.json({ '1': 'DNI', '2': 'LE' });
      }),
    );
    const { user } = await openForm();
    const select = screen.getByRole('combobox', { name: /Tipo de documento/ });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('placeholder', 'Cargando…');
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'LE' })).toBeInTheDocument();
  });

  it('shows the validation texts (note the periods) and the notice', async () => {
    const { user, form } = await openForm();
    expect(form).toHaveTextContent(/Ley Nº 25.326/);
    expect(form).toHaveTextContent('Formatos aceptados: .doc, .docx, .pdf. Máximo 10 MB por archivo y 40 MB en total.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Requerido.')).toHaveLength(2); // specialty, e-mail
    expect(screen.getAllByText('Requerido')).toHaveLength(5); // name, phone, doc type, doc number, CV
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'juan@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Debe ser un email valido.')).toBeInTheDocument();
  });

  it('defaults the birth date to today, in Spanish format', async () => {
    await openForm();
    const today = new Date();
    const text =
      [today.getDate(), today.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
      `/${today.getFullYear()}`;
    expect(screen.getByRole('button', { name: /Fecha de nacimiento/ })).toHaveTextContent(text);
  });

  it('sends the payload, shows the loading state, and goes home on 204', async () => {
    let sent: ResidencyPayload | undefined;
    server.use(
      http.put('*/api/admin/medical_residence_mail', async ({ request }) => {
        sent = (await request.json()) as ResidencyPayload;
        await delay(150);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, form, router } = await openForm();
    await fillRequired(user, form);
    const button = screen.getByRole('button', { name: 'Enviar' });
    await user.click(button);
    // Both in one look: on a busy machine the 150 ms send may end between two looks.
    await waitFor(() => {
      expect(button).toHaveAttribute('data-loading');
      expect(button).toBeDisabled();
    });
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toMatchObject({
      title: 'Residencias Médicas',
      speciality: 'Cardiología',
      name: 'Juan Pérez',
      doc_type: '1',
      dni: '30111222',
      file_name: 'Mi CV',
      file_ext: 'pdf',
      cv: 'JVBERi0xLjQ=',
    });
    expect(sent?.birthdate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it.each([
    [422, 'El campo CV es obligatorio.'],
    [401, 'No autorizado.'],
  ])('shows data.message on %i and keeps what was typed', async (status, message) => {
    server.use(
      http.put('*/api/admin/medical_residence_mail', () => HttpResponse.json({ data: { message } }, { status })),
    );
    const { user, form, router } = await openForm();
    await fillRequired(user, form);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/residencia-medica');
    expect(screen.getByRole('textbox', { name: /Nombre y apellido/ })).toHaveValue('Juan Pérez');
    expect(screen.getByText('Mi CV.pdf (8 B)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('shows (Error 0005) on any other failure', async () => {
    server.use(http.put('*/api/admin/medical_residence_mail', () => HttpResponse.error()));
    const { user, form } = await openForm();
    await fillRequired(user, form);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado. (Error 0005)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('juan@example.com');
  });
});

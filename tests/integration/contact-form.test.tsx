import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';

const CONTACT_URL = 'http://api.test/api/web/contact_form';
const inForm = () => within(screen.getByRole('form', { name: 'Formulario de contacto' }));

async function openForm(url = '/contacto') {
  const user = userEvent.setup();
  const utils = await renderApp(url);
  const form = await screen.findByRole('form', { name: 'Formulario de contacto' });
  const select = within(form).getByRole('combobox', { name: /Motivo de contacto/ });
  await waitFor(() => expect(select).not.toBeDisabled());
  return { ...utils, user, form, select };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, select: HTMLElement) {
  await user.type(inForm().getByLabelText(/Nombre y apellido/), 'Ana Pérez');
  await user.type(inForm().getByLabelText(/Teléfono/), '11 5555-0000');
  await user.type(inForm().getByLabelText(/Correo electrónico/), 'ana@example.com');
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: '2 - Consultas generales' }));
  await user.type(inForm().getByLabelText(/Mensaje/), 'Quisiera información sobre los planes <A & B>.');
}

function fieldValues() {
  return {
    name: (inForm().getByLabelText(/Nombre y apellido/) as HTMLInputElement).value,
    phone: (inForm().getByLabelText(/Teléfono/) as HTMLInputElement).value,
    email: (inForm().getByLabelText(/Correo electrónico/) as HTMLInputElement).value,
    message: (inForm().getByLabelText(/Mensaje/) as HTMLTextAreaElement).value,
    reason: (inForm().getByRole('combobox', { name: /Motivo de contacto/ }) as HTMLInputElement).value,
  };
}

const typed = {
  name: 'Ana Pérez',
  phone: '11 5555-0000',
  email: 'ana@example.com',
  message: 'Quisiera información sobre los planes <A & B>.',
  reason: '2 - Consultas generales',
};

describe('contact form', () => {
  it('offers the public reasons only, sorted by name and numbered', async () => {
    const { user, select } = await openForm();
    expect(select).toHaveAttribute('placeholder', 'Seleccioná un motivo');
    await user.click(select);
    const labels = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual([
      '1 - Asociarme',
      '2 - Consultas generales',
      '3 - Dejar de ser Socio',
      '4 - Facturación y pagos',
      '5 - Prestadores',
      '6 - Reclamos',
      '7 - Solicitud de arrepentimiento',
      '8 - Trabaja con nosotros',
    ]);
  });

  it('says nothing on blur; a send shows the focused error summary, each link moving to its field', async () => {
    const { user, form } = await openForm();
    const name = inForm().getByLabelText(/Nombre y apellido/);
    const email = inForm().getByLabelText(/Correo electrónico/);
    await user.type(email, 'no-es-un-mail');
    await user.click(name);
    await user.tab();
    // Nothing moves under the pointer before the first send.
    expect(within(form).queryByText('Requerido.')).not.toBeInTheDocument();
    expect(within(form).queryByText('Debe ser un email valido.')).not.toBeInTheDocument();

    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    const summary = await within(form).findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading', { name: 'Revisá estos datos para poder enviar' })).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Nombre y apellido: Requerido.',
      'Teléfono: Requerido.',
      'Correo electrónico: Debe ser un email valido.',
      'Motivo de contacto: Requerido',
      'Mensaje: Requerido.',
    ]);
    // The inline messages, tied to their fields, keep their exact texts.
    expect(within(form).getAllByText('Requerido.')).toHaveLength(3); // name, phone, message
    expect(within(form).getByText('Requerido')).toBeInTheDocument(); // the reason
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Requerido.');
    expect(email).toHaveAccessibleDescription('Debe ser un email valido.');

    await user.click(within(summary).getByRole('link', { name: /^Teléfono/ }));
    expect(inForm().getByLabelText(/Teléfono/)).toHaveFocus();

    // Then each field is checked again as it changes, and leaves the summary once it is right.
    await user.type(email, '{Control>}a{/Control}ana@example.com');
    await waitFor(() => expect(within(form).queryByText('Debe ser un email valido.')).not.toBeInTheDocument());
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
  });

  it('two clicks in the same task send once', async () => {
    let posts = 0;
    server.use(
      http.post(CONTACT_URL, async () => {
        posts += 1;
        await delay(50);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, select } = await openForm();
    await fillValid(user, select);
    const button = inForm().getByRole('button', { name: 'Enviar' });
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByText('Mensaje enviado exitosamente.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('states the API limits before sending: phone ≤ 50, a counter on the message', async () => {
    const { user } = await openForm();
    expect(inForm().getByLabelText(/Teléfono/)).toHaveAttribute('maxlength', '50');
    expect(inForm().getByLabelText(/Nombre y apellido/)).toHaveAttribute('maxlength', '255');
    const message = inForm().getByLabelText(/Mensaje/);
    expect(message).toHaveAttribute('maxlength', '2000');
    expect(message).toHaveAccessibleDescription('0 de 2.000 caracteres');
    await user.type(message, 'Hola');
    expect(message).toHaveAccessibleDescription('4 de 2.000 caracteres');
  });

  it('sends the exact payload, then says so and resets', async () => {
    let body: unknown;
    server.use(
      http.post(CONTACT_URL, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Ana Pérez',
      title: 'Formulario de Contactos General',
      phone: '11 5555-0000',
      // Escaped like every send to the contact endpoint (src/api/contact-form.ts).
      message: '<p>Quisiera información sobre los planes &lt;A &amp; B&gt;.</p>',
      email: 'ana@example.com',
      contact_form_type_id: 2,
    });
    await waitFor(() => expect(fieldValues()).toEqual({ name: '', phone: '', email: '', message: '', reason: '' }));
  });

  it('a 200 also counts as sent (default mock API)', async () => {
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
  });

  it('is disabled while sending', async () => {
    server.use(
      http.post(CONTACT_URL, async () => {
        await delay(200);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(inForm().getByLabelText(/Nombre y apellido/)).toBeDisabled());
    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(inForm().getByLabelText(/Nombre y apellido/)).not.toBeDisabled());
  });

  it('422 shows each message of the errors object and keeps what was typed', async () => {
    server.use(
      http.post(CONTACT_URL, () =>
        HttpResponse.json(
          {
            message: 'Datos inválidos.',
            errors: { email: ['El correo ya fue usado.'], phone: ['El teléfono es muy largo.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El correo ya fue usado.')).toBeInTheDocument();
    expect(screen.getByText('El teléfono es muy largo.')).toBeInTheDocument();
    expect(screen.queryByText('Datos inválidos.')).not.toBeInTheDocument();
    expect(fieldValues()).toEqual(typed);
  });

  it('422 without field errors shows the message; 401 shows the message', async () => {
    server.use(http.post(CONTACT_URL, () => HttpResponse.json({ message: 'No se pudo procesar.' }, { status: 422 })));
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No se pudo procesar.')).toBeInTheDocument();

    server.use(http.post(CONTACT_URL, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();
    expect(fieldValues()).toEqual(typed);
  });

  it('any other failure shows the error code 0004 and keeps what was typed', async () => {
    server.use(http.post(CONTACT_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeInTheDocument();
    expect(fieldValues()).toEqual(typed);
    expect(inForm().getByRole('button', { name: 'Enviar' })).not.toBeDisabled();
  });

  it('the edge’s 429 (deploy/site.conf: too many sends) says how long to wait and keeps what was typed', async () => {
    server.use(
      http.post(CONTACT_URL, () =>
        HttpResponse.json(
          { message: 'Demasiados envíos seguidos. Esperá unos segundos y volvé a intentar.' },
          { status: 429, headers: { 'Retry-After': '12' } },
        ),
      ),
    );
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'Recibimos muchos pedidos seguidos desde tu conexión. Esperá 12 segundos y volvé a intentar.',
      ),
    ).toBeInTheDocument();
    expect(fieldValues()).toEqual(typed);
  });

  it('no answer at all (the connection lost) may have arrived: it says so in place, not 0004, and keeps the text', async () => {
    toast.remove(); // an earlier test's 0004 toast may still be on screen
    server.use(http.post(CONTACT_URL, () => HttpResponse.error()));
    const { user, select } = await openForm();
    await fillValid(user, select);
    await user.click(inForm().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert', { name: 'Tu envío pudo haber llegado' })).toBeInTheDocument();
    expect(screen.queryByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeNull();
    expect(fieldValues()).toEqual(typed);
  });

  it('failing reasons say so (Error 0002)', async () => {
    server.use(http.get('http://api.test/api/web/contact_form_type', () => HttpResponse.json({}, { status: 500 })));
    await renderApp('/contacto');
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0002)')).toBeInTheDocument();
  });

  it("says 'No se encontraron datos.' when no reason is offered", async () => {
    server.use(http.get('http://api.test/api/web/contact_form_type', () => HttpResponse.json({ data: [] })));
    await renderApp('/contacto');
    const form = await screen.findByRole('form', { name: 'Formulario de contacto' });
    const select = within(form).getByRole('combobox', { name: /Motivo de contacto/ });
    await waitFor(() => expect(select).toHaveAttribute('placeholder', 'No se encontraron datos.'));
    expect(select).toBeDisabled();
  });

  it('shows the Ley 25.326 notice', async () => {
    const { form } = await openForm();
    expect(within(form).getByText(/Ley Nº 25\.326/)).toBeInTheDocument();
  });
});

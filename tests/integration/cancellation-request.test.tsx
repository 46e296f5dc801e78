import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  toast.remove();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function captureContactBodies(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/web/contact_form')) {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
  });
  return bodies;
}

async function fill(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText(/Nombre y apellido/), 'Ana <Pérez>');
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled());
  await user.click(within(form).getByRole('combobox', { name: /Tipo de documento/ }));
  await user.click(await screen.findByRole('option', { name: 'DNI' }));
  await user.type(within(form).getByLabelText(/Número de documento/), '30111222');
  await user.type(within(form).getByLabelText(/Correo electrónico/), 'ana@example.com');
}

describe('the short cancellation / withdrawal request (/contacto?motivo=…)', () => {
  it.each([
    ['baja', 'Solicitud de baja', 3, 'La baja del plan (dejar de ser socio)'],
    ['arrepentimiento', 'Solicitud de arrepentimiento', 4, 'Revocar la contratación del plan (arrepentimiento)'],
  ])(
    '?motivo=%s (%s) sends contact type %i with the document in the message, then a dated printable receipt',
    async (motivo, title, typeId, requested) => {
      const user = userEvent.setup();
      const bodies = captureContactBodies();
      await renderApp(`/contacto?motivo=${motivo}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const form = screen.getByRole('form', { name: title });
      // No free text to write, and no reason to choose: it is fixed.
      expect(within(form).queryByRole('textbox', { name: /Mensaje/ })).not.toBeInTheDocument();
      expect(within(form).queryByLabelText(/Motivo de contacto/)).not.toBeInTheDocument();
      expect(within(form).getByText(requested)).toBeInTheDocument();
      expect(within(form).getByLabelText(/Teléfono \(opcional\)/)).not.toBeRequired();

      await fill(user, form);
      const button = within(form).getByRole('button', { name: 'Enviar solicitud' });
      await waitFor(() => expect(button).toBeEnabled());
      act(() => {
        button.click();
        button.click();
      });

      const receipt = await screen.findByRole('region', { name: `Recibimos tu ${title.toLowerCase()}` });
      expect(bodies).toHaveLength(1);
      const body = bodies[0]!;
      expect(body).toMatchObject({
        name: 'Ana <Pérez>',
        email: 'ana@example.com',
        phone: '',
        title: 'Formulario de Contactos General',
        contact_form_type_id: typeId,
      });
      expect(body.message).toContain('<p><strong>Documento:</strong> DNI 30111222</p>');
      expect(body.message).toContain('<p><strong>Nombre y apellido:</strong> Ana &lt;Pérez&gt;</p>');
      expect(body.message).toContain(requested);

      await waitFor(() => expect(within(receipt).getByRole('heading', { level: 2 })).toHaveFocus());
      expect(receipt).toHaveTextContent(requested);
      expect(receipt).toHaveTextContent('DNI 30111222');
      expect(receipt).toHaveTextContent('ana@example.com');
      expect(receipt).toHaveTextContent(/con un número de trámite/);
      const time = receipt.querySelector('time')!;
      expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
      expect(Math.abs(Date.parse(time.getAttribute('datetime')!) - Date.now())).toBeLessThan(60_000);

      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      await user.click(within(receipt).getByRole('button', { name: 'Imprimir o guardar comprobante' }));
      expect(print).toHaveBeenCalledTimes(1);
    },
  );

  it('an empty send shows the focused summary with the field texts', async () => {
    const user = userEvent.setup();
    await renderApp('/contacto?motivo=baja');
    const form = screen.getByRole('form', { name: 'Solicitud de baja' });
    const button = within(form).getByRole('button', { name: 'Enviar solicitud' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const summary = await within(form).findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Nombre y apellido: Requerido.',
      'Tipo de documento: Requerido',
      'Número de documento: Requerido.',
      'Correo electrónico: Requerido.',
    ]);
  });

  it('the general form is one link away', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/contacto?motivo=arrepentimiento');
    await user.click(screen.getByRole('link', { name: 'Usá el formulario de contacto' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('form', { name: 'Formulario de contacto' })).toBeInTheDocument();
  });
});

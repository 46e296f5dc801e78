import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { clearFailureRules, setFailureRules } from '../../mocks/failures';
import { DEMO_MEMBER, DEMO_MEMBER_SPARSE } from '../../mocks/data/members';
import { memberSchema } from '@/api/member/member';
import { renderApp } from '../utils/render';

afterEach(() => {
  toast.remove();
  clearFailureRules();
  server.events.removeAllListeners();
});

/** Captures the JSON bodies sent to the contact endpoint (the mock still answers). */
function captureContactBodies(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/web/contact_form')) {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
  });
  return bodies;
}

const m = DEMO_MEMBER.member;

describe('/panel/tramites', () => {
  it('lists the four procedures', async () => {
    await renderApp('/panel/tramites', { signedIn: true });
    const hrefs = [
      'Pedido de credencial',
      'Actualización de datos personales',
      'Solicitud de información',
      'Sugerencias y mejoras',
    ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/panel/tramites/pedido-credencial',
      '/panel/tramites/actualizacion-datos-personales',
      '/panel/tramites/solicitud-informacion',
      '/panel/tramites/sugerencias-mejoras',
    ]);
  });
});

describe('credential request', () => {
  it('validates with the field texts and shows each delivery option’s details', async () => {
    const user = userEvent.setup();
    await renderApp('/panel/tramites/pedido-credencial', { signedIn: true });
    const name = screen.getByLabelText(/Nombre y apellido/);
    expect(name).toHaveValue(m.full_name);
    await user.clear(name);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Requerido.')).toHaveLength(2);
    expect(screen.getByText('Debe seleccionar alguna opción.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Retirar por oficina' }));
    expect(await screen.findByText(/lunes a viernes de 9 a 17 hs/)).toHaveTextContent('Av. Ejemplo 1234');
    expect(screen.getByRole('link', { name: '(011) 5555-0105' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Recibir en mi domicilio' }));
    expect(await screen.findByLabelText('Domicilio de entrega')).toHaveValue(m.address);
    expect(screen.getByText(/dentro de los 12 días hábiles/)).toBeInTheDocument();
  });

  it('sends the escaped HTML message with the "pedido" type, toasts and returns to /panel/tramites', async () => {
    const user = userEvent.setup();
    const bodies = captureContactBodies();
    const { router } = await renderApp('/panel/tramites/pedido-credencial', { signedIn: true });
    const name = screen.getByLabelText(/Nombre y apellido/);
    await user.clear(name);
    await user.type(name, 'Ana <b>Pérez</b>');
    await user.click(screen.getByRole('combobox', { name: /Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Robo' }));
    await user.click(screen.getByRole('radio', { name: 'Recibir en mi domicilio' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      name: m.full_name,
      title: 'Pedido de credencial',
      email: m.email,
      phone: m.phone,
      contact_form_type_id: 9,
    });
    const message = String(bodies[0]!.message);
    expect(message).toContain('<p><strong>Nombre:</strong> Ana &lt;b&gt;Pérez&lt;/b&gt;</p>');
    expect(message).toContain('<p><strong>Motivo:</strong> Robo</p>');
    expect(message).toContain('Recibir en mi domicilio');
  });
});

describe('information request and suggestions', () => {
  it.each([
    ['/panel/tramites/solicitud-informacion', '¿Qué información necesitás?', 'Solicitud de información', 11],
    ['/panel/tramites/sugerencias-mejoras', 'Tu sugerencia', 'Sugerencias y mejoras', 12],
  ] as const)('%s: message required, then sent with its type', async (url, label, title, typeId) => {
    const user = userEvent.setup();
    const bodies = captureContactBodies();
    const { router } = await renderApp(url, { signedIn: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Requerido.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(label.replace('?', '\\?'))), 'Hola & <chau>');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    expect(bodies[0]).toMatchObject({ title, contact_form_type_id: typeId, message: '<p>Hola &amp; &lt;chau&gt;</p>' });
  });

  it('a 401 on the send ends the session: the panel is left for the sign-in (back to the form), nothing private stays', async () => {
    const user = userEvent.setup();
    setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status: 401 }]);
    const { router } = await renderApp('/panel/tramites/sugerencias-mejoras', { signedIn: true });
    await user.type(screen.getByLabelText(/Tu sugerencia/), 'Más turnos');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/panel/tramites/sugerencias-mejoras' });
    expect(window.sessionStorage.getItem('session')).toBeNull();
    await waitFor(() => expect(screen.queryAllByText(`Hola, ${m.full_name}`)).toEqual([]));
    expect(screen.getByRole('link', { name: 'Ingrese' })).toBeInTheDocument();
  });

  it('a member with no e-mail on file is asked where to answer, and that address is sent', async () => {
    const user = userEvent.setup();
    const bodies = captureContactBodies();
    const member = memberSchema.parse(DEMO_MEMBER_SPARSE.member);
    expect(member.email).toBe('');
    const { router } = await renderApp('/panel/tramites/sugerencias-mejoras', { signedIn: member });
    await user.type(screen.getByLabelText(/Tu sugerencia/), 'Más turnos');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Requerido.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/Correo electrónico para la respuesta/), 'carlos@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    expect(bodies[0]).toMatchObject({ email: 'carlos@example.com', name: member.full_name });
  });

  it('a failed send keeps the text and tells the catalogue message', async () => {
    const user = userEvent.setup();
    setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status: 500 }]);
    const { router } = await renderApp('/panel/tramites/sugerencias-mejoras', { signedIn: true });
    await user.type(screen.getByLabelText(/Tu sugerencia/), 'Más turnos');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel/tramites/sugerencias-mejoras');
    expect(screen.getByLabelText(/Tu sugerencia/)).toHaveValue('Más turnos');
  });

  it('without a matching contact type the form says so and cannot be sent', async () => {
    server.use(
      http.get('*/api/web/contact_form_type', () =>
        HttpResponse.json({
          data: [{ id: 1, name: 'Asociarme', loggedin: 0 }],
          links: { first: null, last: null, prev: null, next: null },
          meta: { current_page: 1, from: 1, to: 1, total: 1 },
        }),
      ),
    );
    await renderApp('/panel/tramites/solicitud-informacion', { signedIn: true });
    expect(await screen.findByText('No es posible enviar este formulario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});

describe('personal data update', () => {
  it('on /panel: sends the form as the "actualizacion" type with the date in Spanish format', async () => {
    const user = userEvent.setup();
    const bodies = captureContactBodies();
    const { router } = await renderApp('/panel', { signedIn: true });
    const address = screen.getByLabelText('Domicilio');
    expect(address).toHaveValue(m.address);
    await user.clear(address);
    await user.type(address, 'Calle Falsa 123');
    await user.type(screen.getByLabelText('Comentario (opcional)'), 'Me mudé');
    expect(screen.getByRole('button', { name: /Fecha de nacimiento/ })).toHaveTextContent('14/05/1983');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    expect(bodies[0]).toMatchObject({ title: 'Actualización de datos personales', contact_form_type_id: 10 });
    const message = String(bodies[0]!.message);
    expect(message).toContain('<p><strong>Domicilio:</strong> Calle Falsa 123</p>');
    expect(message).toContain('<p><strong>Fecha de nacimiento:</strong> 14/05/1983</p>');
    expect(message).toContain('<p><strong>Comentario:</strong> Me mudé</p>');
  });

  it('the same form lives at /panel/tramites/actualizacion-datos-personales', async () => {
    await renderApp('/panel/tramites/actualizacion-datos-personales', { signedIn: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Actualización de datos personales' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(m.email);
  });
});

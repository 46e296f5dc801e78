import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { renderApp } from '../utils/render';

// Large forms on busy machines: more time than 1 s for async queries.
configure({ asyncUtilTimeout: 5000 });

/** Counts the requests that reach an endpoint (the mock still answers them). */
function countRequests(method: string, path: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

/** Two clicks in the same task: both land before React can re-render a disabled button. */
function clickTwiceInOneTask(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

afterEach(() => {
  toast.remove();
  server.events.removeAllListeners();
});

async function enabledSend(name = 'Enviar') {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('one send guard on every form: two clicks in the same task send one request', () => {
  it('login', async () => {
    const user = userEvent.setup();
    const logins = countRequests('POST', '/api/web/member/login');
    const { router } = await renderApp('/login');
    await user.click(await screen.findByRole('combobox', { name: /Tipo de documento/ }));
    await user.click(await screen.findByRole('option', { name: 'DNI' }));
    await user.type(screen.getByLabelText(/Número de documento/), DEMO_MEMBER.numdoc);
    await user.type(screen.getByLabelText(/Contraseña/), DEMO_MEMBER.password);
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
    expect(logins.count).toBe(1);
  });

  const paperwork: Array<[string, string, (user: UserEvent) => Promise<void>]> = [
    [
      'credential request',
      '/panel/tramites/pedido-credencial',
      async (user) => {
        await user.click(screen.getByRole('combobox', { name: /Motivo/ }));
        await user.click(await screen.findByRole('option', { name: 'Robo' }));
        await user.click(screen.getByRole('radio', { name: 'Retirar por oficina' }));
      },
    ],
    ['personal data update', '/panel/tramites/actualizacion-datos-personales', async () => {}],
    [
      'information request',
      '/panel/tramites/solicitud-informacion',
      async (user) => user.type(screen.getByLabelText(/¿Qué información necesitás\?/), 'Cartilla de Córdoba'),
    ],
    [
      'suggestions',
      '/panel/tramites/sugerencias-mejoras',
      async (user) => user.type(screen.getByLabelText(/Tu sugerencia/), 'Más turnos online'),
    ],
  ];

  it.each(paperwork)('paperwork: %s', async (_name, url, fill) => {
    const user = userEvent.setup();
    const sends = countRequests('POST', '/api/web/contact_form');
    const { router } = await renderApp(url, { signedIn: true });
    await fill(user);
    clickTwiceInOneTask(await enabledSend());
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    expect(sends.count).toBe(1);
  });
});

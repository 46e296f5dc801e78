import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { clearFailureRules, setFailureRules } from '../../mocks/failures';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { renderApp } from '../utils/render';

afterEach(() => {
  toast.remove();
  clearFailureRules();
});

async function fillLogin(user: ReturnType<typeof userEvent.setup>, numdoc: string, password: string, tipdoc = 'DNI') {
  await user.click(await screen.findByRole('combobox', { name: /Tipo de documento/ }));
  await user.click(await screen.findByRole('option', { name: tipdoc }));
  await user.type(screen.getByLabelText(/Número de documento/), numdoc);
  await user.type(screen.getByLabelText(/Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login', () => {
  it('shows the title, the first-time hint and the validation texts', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingreso de socios' })).toBeInTheDocument();
    expect(screen.getByText(/primera vez que ingresás/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Tipo de documento/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Requerido.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Contraseña/), 'abc');
    await user.tab();
    expect(await screen.findByText('Debe ser un número.')).toBeInTheDocument();
  });

  it('signs in: token and member stored, welcome toast, goes to /panel', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/web/member/login')) body = await request.clone().json();
    });
    const { router } = await renderApp('/login');
    await fillLogin(user, DEMO_MEMBER.numdoc, DEMO_MEMBER.password);
    expect(await screen.findByText(`Bienvenido ${DEMO_MEMBER.member.full_name}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
    expect(body).toEqual({ tipdoc: '1', numdoc: DEMO_MEMBER.numdoc, password: DEMO_MEMBER.password });
    const stored = JSON.parse(window.sessionStorage.getItem('session') ?? '{}');
    expect(stored.token).toMatch(/^mock\./);
    expect(stored.user.full_name).toBe(DEMO_MEMBER.member.full_name);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos personales' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('401: the server message plus the login suffix', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await fillLogin(user, DEMO_MEMBER.numdoc, '999');
    expect(
      await screen.findByText(
        'Credenciales inválidas. El cliente no posee los permisos necesarios para cierto contenido',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('session')).toBeNull();
  });

  it('422: the server message plus the login suffix', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/web/member/login', () =>
        HttpResponse.json({ message: 'Datos inválidos.', errors: { numdoc: ['Datos inválidos.'] } }, { status: 422 }),
      ),
    );
    await renderApp('/login');
    await fillLogin(user, '1', '1');
    expect(
      await screen.findByText(
        'Datos inválidos. La petición estaba bien formada pero no se pudo seguir debido a errores de semántica.',
      ),
    ).toBeInTheDocument();
  });

  it('any other failure: the 0001 text', async () => {
    const user = userEvent.setup();
    setFailureRules([{ method: 'POST', path: '/api/web/member/login', status: 500 }]);
    await renderApp('/login');
    await fillLogin(user, '1', '1');
    expect(
      await screen.findByText('Lo sentimos, ha sucedido un error inesperado. (No hay conexion con el API 0001)'),
    ).toBeInTheDocument();
  });

  it('a failing document-type list gives the 0002 text', async () => {
    setFailureRules([{ method: 'GET', path: '/api/web/member/tipdoc', status: 500 }]);
    await renderApp('/login');
    expect(
      await screen.findByText('Lo sentimos, ha sucedido un error inesperado al iniciar sesión. 0002'),
    ).toBeInTheDocument();
  });

  it('an authenticated visitor on /login goes straight to /panel', async () => {
    const { router } = await renderApp('/login', { signedIn: true });
    expect(router.state.location.pathname).toBe('/panel');
  });
});

describe('panel guard', () => {
  it.each(['/panel', '/panel/turnos', '/panel/facturas', '/panel/tramites/pedido-credencial'])(
    'a visitor on %s is sent to /',
    async (url) => {
      const { router } = await renderApp(url);
      expect(router.state.location.pathname).toBe('/');
    },
  );
});

import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { clearFailureRules, setFailureRules } from '../../mocks/failures';
import { DEMO_MEMBER } from '../../mocks/data/members';
import { sessionStore } from '@/features/session/session-store';
import { renderApp } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

/** The bodies of the requests that reach an endpoint (the mock still answers them). */
function bodiesSentTo(method: string, path: string) {
  const bodies: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
  });
  return bodies;
}

afterEach(() => {
  toast.remove();
  clearFailureRules();
  server.events.removeAllListeners();
  sessionStorage.clear();
});

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  const form = within(await screen.findByRole('form', { name: 'Formulario de contacto' }));
  const reason = form.getByRole('combobox', { name: /Motivo de contacto/ });
  await waitFor(() => expect(reason).toBeEnabled());
  await user.type(form.getByLabelText(/Nombre y apellido/), 'Ana Pérez');
  await user.type(form.getByLabelText(/Teléfono/), '11 5555-0000');
  await user.type(form.getByLabelText(/Correo electrónico/), 'ana@example.com');
  await user.click(reason);
  await user.click(await screen.findByRole('option', { name: '2 - Consultas generales' }));
  await user.type(form.getByLabelText(/Mensaje/), 'Quiero saber los planes');
}

describe('a send whose outcome is unknown', () => {
  it.each([504, 502, 503])(
    'a %i says it may have arrived, keeps the text, and sends again only after a deliberate yes',
    async (status) => {
      const user = userEvent.setup();
      const sends = bodiesSentTo('POST', '/api/web/contact_form');
      setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status, times: 1 }]);
      await renderApp('/contacto');
      await fillContactForm(user);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));

      const notice = await screen.findByRole('alert', { name: 'Tu envío pudo haber llegado' });
      expect(notice).toHaveTextContent(/correo de confirmación/);
      expect(within(notice).getByRole('link', { name: '(011) 5555-0105' })).toHaveAttribute(
        'href',
        'tel:+541155550105',
      );
      expect(screen.queryByText(/Error 0004/)).toBeNull();
      expect(
        within(screen.getByRole('form', { name: 'Formulario de contacto' })).getByLabelText(/Mensaje/),
      ).toHaveValue('Quiero saber los planes');
      await waitFor(() => expect(sends).toHaveLength(1));

      // Enviar again asks first; 'No, esperar' sends nothing.
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await within(notice).findByText(/¿Querés enviarlo de nuevo\?/)).toBeInTheDocument();
      await user.click(within(notice).getByRole('button', { name: 'No, esperar' }));
      expect(within(notice).queryByText(/¿Querés enviarlo de nuevo\?/)).toBeNull();
      expect(sends).toHaveLength(1);

      // A deliberate yes sends it once more.
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await user.click(await screen.findByRole('button', { name: 'Sí, enviar de nuevo' }));
      expect(await screen.findByText('Mensaje enviado exitosamente.')).toBeInTheDocument();
      expect(sends).toHaveLength(2);
      expect(screen.queryByRole('alert', { name: 'Tu envío pudo haber llegado' })).toBeNull();
    },
  );

  it('a refusal (500) is still a plain failure: the catalogue text, no "pudo haber llegado"', async () => {
    const user = userEvent.setup();
    setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status: 500 }]);
    await renderApp('/contacto');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Lo sentimos, ha sucedido un error inesperado (Error 0004)')).toBeInTheDocument();
    expect(screen.queryByText(/pudo haber llegado/)).toBeNull();
  });
});

describe('a session that ends during a member’s send', () => {
  const FORM = '/panel/tramites/solicitud-informacion';
  const TEXT = 'Necesito la cartilla de Córdoba';

  it('keeps the text (never the password), leads back to the form after signing in, and sends only on Enviar', async () => {
    const user = userEvent.setup();
    const sends = bodiesSentTo('POST', '/api/web/contact_form');
    setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status: 401, times: 1 }]);
    const { router } = await renderApp(FORM, { signedIn: true });
    const field = await screen.findByLabelText(/¿Qué información necesitás\?/);
    await user.type(field, TEXT);
    const send = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();
    expect(
      await screen.findByText('Tu sesión terminó. Ingresá de nuevo para enviar lo que escribiste.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: FORM });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(await screen.findByText(/Al ingresar volvés al formulario/)).toBeInTheDocument();
    // The kept draft holds the form's text alone, and never the member's document number.
    const kept = JSON.parse(sessionStorage.getItem('form-draft:solicitud') ?? '{}') as { fields?: object };
    expect(Object.values(kept.fields ?? {})).toEqual([TEXT]);
    expect(Object.entries(sessionStorage).flat().join(' ')).not.toContain(DEMO_MEMBER.numdoc);

    await user.click(await screen.findByRole('combobox', { name: /Tipo de documento/ }));
    await user.click(await screen.findByRole('option', { name: 'DNI' }));
    await user.type(screen.getByLabelText(/Número de documento/), DEMO_MEMBER.numdoc);
    await user.type(screen.getByLabelText(/Contraseña/), DEMO_MEMBER.password);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(FORM));
    expect(await screen.findByLabelText(/¿Qué información necesitás\?/)).toHaveValue(TEXT);
    expect(screen.getByText(/tenés que elegirlos de nuevo/)).toBeInTheDocument();
    // Restored, the draft leaves storage: the form holds the text now.
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'))).toEqual([]),
    );
    expect(sends).toHaveLength(1);

    const again = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tramites'));
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]).toContain('cartilla de C');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'))).toEqual([]);
  });

  it('a refusal (500) keeps the text on screen but no draft in storage', async () => {
    const user = userEvent.setup();
    setFailureRules([{ method: 'POST', path: '/api/web/contact_form', status: 500 }]);
    await renderApp(FORM, { signedIn: true });
    await user.type(await screen.findByLabelText(/¿Qué información necesitás\?/), TEXT);
    const send = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText(/Error 0004/)).toBeInTheDocument();
    expect(screen.getByLabelText(/¿Qué información necesitás\?/)).toHaveValue(TEXT);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'))).toEqual([]);
  });
});

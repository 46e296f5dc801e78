import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, demoMember } from '../utils/render';
import { sessionAtPageStart } from '../utils/page-start';
import { memberKeys } from '@/api/member/member';

describe('shared layout', () => {
  it('shows the visitor header: menu, dropdowns, Turnos Online and Ingrese', async () => {
    await renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Planes', 'Cartilla médica', 'Farmacias', 'Centros médicos']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: /Servicios adicionales/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Institucional/ })).toBeInTheDocument();
    const turnos = within(nav).getByRole('link', { name: /Turnos Online/ });
    expect(turnos).toHaveAttribute('target', '_blank');
    expect(turnos).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Ingrese' })).toHaveAttribute('href', '/login');
  });

  it('opens a dropdown by keyboard', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const trigger = screen.getByRole('button', { name: /Institucional/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/preguntas-frecuentes',
    );
  });

  it('shows the footer with the consumer links, phones, privacy policy and regulator', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Dejar de ser Socio' })).toHaveAttribute(
      'href',
      '/contacto?motivo=baja',
    );
    expect(within(footer).getByRole('link', { name: 'Solicitud de arrepentimiento' })).toHaveAttribute(
      'href',
      '/contacto?motivo=arrepentimiento',
    );
    expect(within(footer).getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'href',
      '/docs/politica-de-privacidad.pdf',
    );
    expect(within(footer).getByRole('link', { name: /Emergencias 24 hs/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(footer).getByText(/Superintendencia de Servicios de Salud/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Asociate por WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it('shows the member menu with the full name, Mi cuenta and Cerrar sesión', async () => {
    const user = userEvent.setup();
    await renderApp('/', { signedIn: true });
    expect(screen.queryByRole('link', { name: 'Ingrese' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Menú de ${demoMember.full_name}` }));
    expect(await screen.findByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/panel');
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('signs out: storage and member queries are gone, and the sign-out toast shows', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderApp('/', { signedIn: true });
    queryClient.setQueryData(memberKeys.invoices(), { data: [] });
    queryClient.setQueryData(['provinces'], []);
    expect(window.sessionStorage.getItem('session')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: `Menú de ${demoMember.full_name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Haz cerrado sesión satisfactoriamente.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('session')).toBeNull();
    expect(queryClient.getQueryData(memberKeys.invoices())).toBeUndefined();
    expect(queryClient.getQueryData(['provinces'])).toEqual([]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ingrese' })).toBeInTheDocument());
  });

  it('has a mobile slide-out menu', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const mobileNav = await screen.findByRole('navigation', { name: 'Menú móvil' });
    expect(within(mobileNav).getByRole('link', { name: 'Farmacias' })).toHaveAttribute('href', '/farmacias');
    expect(within(mobileNav).getByRole('link', { name: 'Reglamento' })).toHaveAttribute('href', '/reglamento');
  });

  it('shows a not-found page for unknown paths', async () => {
    await renderApp('/esta-pagina-no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'La página no existe' })).toBeInTheDocument();
  });

  it('moves focus to the new page heading after navigation', async () => {
    const { router } = await renderApp('/');
    await router.navigate({ to: '/esta-tampoco' as never });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'La página no existe' })).toHaveFocus());
  });

  it('ignores a tampered session in storage', async () => {
    window.sessionStorage.setItem('session', '{"token":"x","user":"nope"}');
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
  });
});

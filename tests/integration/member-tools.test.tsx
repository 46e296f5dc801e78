import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { DEMO_MEMBER, DEMO_MEMBER_SPARSE } from '../../mocks/data/members';
import { memberKeys, memberSchema } from '@/api/member/member';
import { sessionStore } from '@/features/session/session-store';
import { demoMember, renderApp } from '../utils/render';
import { component, readIcs, unescapeText } from '../utils/read-ics';

const MIN = 60_000;

afterEach(() => {
  toast.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Mi credencial (/panel/credencial)', () => {
  it('is in the sidebar and shows the stored member on a card with a QR code of the membership number', async () => {
    const user = userEvent.setup();
    await renderApp('/panel', { signedIn: true });
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    await user.click(within(nav).getByRole('link', { name: 'Credencial digital' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Credencial digital' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Credencial de socio' });
    expect(card).toHaveTextContent(DEMO_MEMBER.member.full_name);
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('definition')
          .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]),
      ).toEqual([
        ['Plan', 'A-10 PLUS'],
        ['N.º de socio', '00123456-01'],
        ['Documento', 'DNI 30111222'],
      ]),
    );
    expect(within(card).getByRole('img', { name: 'Código QR con el número de socio 00123456-01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pedí tu credencial física' })).toHaveAttribute(
      'href',
      '/panel/tramites/pedido-credencial',
    );
    expect(screen.getByText(/sin cargo \(Resolución SSSalud 1463\/2025\)/)).toBeInTheDocument();
  });

  it('reads numbers sent as numbers and the document type by its label', async () => {
    await renderApp('/panel/credencial', { signedIn: memberSchema.parse(DEMO_MEMBER_SPARSE.member) });
    const card = screen.getByRole('article', { name: 'Credencial de socio' });
    await waitFor(() => expect(card).toHaveTextContent('LE 4567890'));
    expect(card).toHaveTextContent('98765');
    expect(within(card).getByRole('img', { name: 'Código QR con el número de socio 98765' })).toBeInTheDocument();
  });

  it('leaves out what the member does not have: no plan, no number and so no QR code', async () => {
    const member = { ...demoMember, plan: '', membership_number: '' };
    await renderApp('/panel/credencial', { signedIn: member });
    const card = screen.getByRole('article', { name: 'Credencial de socio' });
    await waitFor(() => expect(card).toHaveTextContent('DNI 30111222'));
    expect(within(card).queryByText('Plan')).not.toBeInTheDocument();
    expect(within(card).queryByText('N.º de socio')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('-');
  });

  it('Imprimir opens the browser’s print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderApp('/panel/credencial', { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe("'Agregar al calendario' on /panel/turnos", () => {
  it('downloads the row’s appointment as an .ics file, at its Buenos Aires time', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:turno';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderApp('/panel/turnos', { signedIn: true });

    const table = screen.getByRole('table', { name: 'Mis turnos' });
    const row = within(table).getAllByRole('row')[1]!;
    const [who, when] = within(row).getAllByRole('cell');
    const button = within(row).getByRole('button', { name: /^Agregar al calendario/ });
    expect(button).toHaveAccessibleName(expect.stringContaining(when!.textContent!));
    await user.click(button);

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^turno-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(saved[0]!.type).toBe('text/calendar;charset=utf-8');
    const event = component(readIcs(await saved[0]!.text()), 'VEVENT');
    const [doctor, speciality] = [who!.querySelector('strong')!.textContent, who!.lastChild!.textContent];
    expect(unescapeText(event.get('SUMMARY')!.value)).toBe(`Turno de ${speciality} con ${doctor}`);
    // "06/04/2026, 08:15" on screen ⇔ DTSTART;TZID=America/Argentina/Buenos_Aires:20260406T081500
    const [, d, m, y, h, min] = /(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})/.exec(when!.textContent!)!;
    expect(event.get('DTSTART')).toMatchObject({
      params: { TZID: 'America/Argentina/Buenos_Aires' },
      value: `${y}${m}${d}T${h}${min}00`,
    });
    expect(event.get('UID')?.value).toMatch(/^turno-\d+@www\.saludplena\.example$/);
  });
});

describe('sign-out after inactivity (fake clock)', () => {
  it('warns at 28 minutes, keeps the session on “Seguir conectado”, and signs out at 30 like “Cerrar sesión”', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router, queryClient } = await renderApp('/panel/turnos', { signedIn: true });
    expect(await screen.findByRole('table', { name: 'Mis turnos' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(28 * MIN));
    const dialog = await screen.findByRole('dialog', { name: '¿Seguís ahí?' });
    expect(dialog).toHaveAccessibleDescription(/la sesión se va a cerrar en 2 minutos si no hay actividad/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Seguir conectado' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Seguir conectado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => vi.advanceTimersByTimeAsync(28 * MIN));
    expect(await screen.findByRole('dialog', { name: '¿Seguís ahí?' })).toBeInTheDocument();
    expect(sessionStore.getSnapshot().token).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * MIN));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(window.sessionStorage.getItem('session')).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: memberKeys.all })).toHaveLength(0);
    expect(
      await screen.findByText(
        'Cerramos tu sesión porque pasaron 30 minutos sin actividad. Para seguir, ingresá de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Haz cerrado sesión satisfactoriamente.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not watch a visitor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp('/', {});
    await act(() => vi.advanceTimersByTimeAsync(31 * MIN));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cerramos tu sesión/)).not.toBeInTheDocument();
  });
});

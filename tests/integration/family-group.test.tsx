import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { DEMO_SPOUSE } from '../../mocks/data/members';
import { memberSchema } from '@/api/member/member';
import { sessionStore } from '@/features/session/session-store';
import { renderApp } from '../utils/render';

afterEach(() => {
  toast.remove();
  server.events.removeAllListeners();
});

function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(url.pathname + url.search);
  });
  return paths;
}

const BANNER = 'Estás viendo los datos de Tomás Pereyra González (Hijo/a, 8 años).';
const REFUSED = 'No podés ver los datos de esa persona.';

describe('the family group (/panel/grupo-familiar)', () => {
  it('the holder sees a card per member; only the child under 13 offers appointments and results', async () => {
    await renderApp('/panel/grupo-familiar', { signedIn: true });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'María Laura González (vos)',
      'Martín Pereyra',
      'Tomás Pereyra González',
      'Sofía Pereyra González',
    ]);
    const [, spouse, child8, child15] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(spouse).toHaveTextContent('Cónyuge');
    expect(child8).toHaveTextContent(/Hijo\/a.*8 años.*A-10 PLUS.*00123456-03/);
    expect(child15).toHaveTextContent(/15 años/);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^Ver credencial/ })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Certificado de afiliación/ })).toBeInTheDocument();
    }
    expect(within(child8).getByRole('link', { name: /Ver sus turnos y resultados/ })).toHaveAttribute(
      'href',
      '/panel/turnos?familiar=5&page=1',
    );
    for (const card of [cards[0]!, spouse, child15])
      expect(within(card).queryByRole('link', { name: /Ver sus turnos/ })).toBeNull();
  });

  it('the spouse signs in and sees only themselves', async () => {
    await renderApp('/panel/grupo-familiar', { signedIn: memberSchema.parse(DEMO_SPOUSE.member) });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Martín Pereyra (vos)');
  });
});

describe('acting for a child (?familiar=)', () => {
  it("shows the child's appointments under the banner; every request names the child", async () => {
    const requests = recordRequests();
    await renderApp('/panel/turnos?familiar=5', { signedIn: true });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Turnos de Tomás Pereyra González' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis datos' })).toHaveAttribute('href', '/panel/turnos?page=1');
    expect(requests).toContain('/api/web/member/family/5/appointments?page=1');
    expect(requests.some((path) => path.startsWith('/api/web/member/appointments'))).toBe(false);
    // Personal data stay the holder's, under the same banner.
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getByRole('link', { name: 'Datos personales' })).toHaveAttribute('href', '/panel?familiar=5');
    expect(within(nav).getByRole('link', { name: 'Laboratorios' })).toHaveAttribute(
      'href',
      '/panel/laboratorios?familiar=5',
    );
  });

  it.each([
    ['the child of 15', '6'],
    ['the spouse', '4'],
    ['a member of another group', '2'],
    ['an id that does not exist', '999'],
  ])('%s: "%s" is refused, the holder’s own data show, nothing is asked for that id', async (_who, id) => {
    const requests = recordRequests();
    await renderApp(`/panel/turnos?familiar=${id}`, { signedIn: true });
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis turnos' })).toBeInTheDocument();
    expect(requests).toContain('/api/web/member/appointments?page=1');
    expect(requests.filter((path) => path.startsWith('/api/web/member/family/'))).toEqual([]);
    expect(screen.queryByText(/Estás viendo los datos/)).toBeNull();
  });

  it('a value that is not an id is dropped: the holder’s own data, no notice', async () => {
    const { router } = await renderApp('/panel/turnos?familiar=abc', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis turnos' })).toBeInTheDocument();
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(router.state.location.search).not.toHaveProperty('familiar');
  });

  it('sign-out ends the acting state and leaves nothing of the group in storage', async () => {
    await renderApp('/panel/credencial?socio=5', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credencial digital de Tomás Pereyra González' }));
    await waitFor(() => expect(JSON.stringify({ ...sessionStorage })).toContain('58123456'));
    sessionStore.clear();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('58123456');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Tomás');
  });
});

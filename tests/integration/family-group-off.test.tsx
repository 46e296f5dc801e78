import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { renderApp } from '../utils/render';

vi.mock('@/config/api-features', () => ({ reimbursementsOn: false, familyGroupOn: false }));

afterEach(() => {
  toast.remove();
  server.events.removeAllListeners();
});

describe('a build without the family group', () => {
  it('has no menu entry, reads no ?familiar= and makes no family call', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    await renderApp('/panel/turnos?familiar=5', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis turnos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).queryByRole('link', { name: 'Grupo familiar' })).toBeNull();
    // No link of the panel carries the parameter on.
    expect(within(nav).getByRole('link', { name: 'Laboratorios' })).toHaveAttribute('href', '/panel/laboratorios');
    expect(screen.queryByText(/Estás viendo los datos|No podés ver los datos/)).toBeNull();
    expect(requests).toContain('/api/web/member/appointments');
    expect(requests.filter((path) => path.includes('/family'))).toEqual([]);
  });

  it('the credential page offers no other member', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    await renderApp('/panel/credencial?socio=5', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credencial digital' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Credenciales del grupo familiar' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Credencial de socio' })).toHaveTextContent('María Laura González');
    expect(requests.filter((path) => path.includes('/family'))).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { server } from '../../mocks/node';
import { clearFailureRules, setFailureRules } from '../../mocks/failures';
import { DEMO_MEMBER, DEMO_MEMBER_EMPTY, DEMO_MEMBER_SPARSE } from '../../mocks/data/members';
import { memberKeys, memberSchema } from '@/api/member/member';
import { renderApp } from '../utils/render';

const emptyMember = memberSchema.parse(DEMO_MEMBER_EMPTY.member);
const sparseMember = memberSchema.parse(DEMO_MEMBER_SPARSE.member);

afterEach(() => {
  toast.remove();
  clearFailureRules();
  server.events.removeAllListeners();
});

function recordRequests(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url);
  });
  return urls;
}

/** A failing list load: the toast, then back at /panel. */
async function expectFailure(path: string, apiPath: string, status: number, text: string) {
  setFailureRules([{ method: 'GET', path: apiPath, status }]);
  const { router } = await renderApp(path, { signedIn: true });
  expect(await screen.findByText(text)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
  return router;
}

describe('panel shell', () => {
  it('greets the member, lists every section (Autorizaciones included) and collapses', async () => {
    const user = userEvent.setup();
    await renderApp('/panel', { signedIn: true });
    const aside = screen.getByRole('complementary', { name: 'Menú del socio' });
    expect(within(aside).getByText(`Hola, ${DEMO_MEMBER.member.full_name}`)).toBeInTheDocument();
    const nav = within(aside).getByRole('navigation', { name: 'Secciones del panel' });
    const expected = [
      ['Datos personales', '/panel'],
      ['Grupo familiar', '/panel/grupo-familiar'],
      ['Credencial digital', '/panel/credencial'],
      ['Turnos', '/panel/turnos'],
      ['Laboratorios', '/panel/laboratorios'],
      ['Imagenes', '/panel/imagenes'],
      ['Facturas', '/panel/facturas'],
      ['Reintegros', '/panel/reintegros'],
      ['Trámites', '/panel/tramites'],
      ['Medicamentos', '/panel/medicamentos'],
      ['Autorizaciones', '/panel/autorizaciones'],
      ['Contacto', '/panel/contacto'],
    ];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(expected);
    expect(within(nav).getByRole('link', { name: 'Datos personales' })).toHaveAttribute('aria-current', 'page');
    // The highlighted section (Mantine's data-active) is that one too, and only that one.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('data-active'))
        .map((a) => a.textContent),
    ).toEqual(['Datos personales']);

    const toggle = within(aside).getByRole('button', { name: 'Ocultar menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(aside).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the section menu in a drawer on small screens', async () => {
    const user = userEvent.setup();
    await renderApp('/panel', { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Menú del panel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Autorizaciones' })).toBeInTheDocument();
  });
});

describe('/panel personal data', () => {
  it('shows every field, birth date es-AR and age in years', async () => {
    await renderApp('/panel', { signedIn: true });
    const m = DEMO_MEMBER.member;
    expect(screen.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeInTheDocument();
    const list = within(document.querySelector('dl')!);
    for (const value of [m.full_name, m.address, m.email, m.phone, m.cellphone, String(m.membership_number), m.plan]) {
      expect(list.getByText(String(value))).toBeInTheDocument();
    }
    expect(list.getByText('14/05/1983')).toBeInTheDocument();
    expect(list.getByText(/^\d+ años$/)).toBeInTheDocument();
    expect(await list.findByText('DNI 30111222')).toBeInTheDocument();
  });

  it('shows "-" for empty values', async () => {
    await renderApp('/panel', { signedIn: sparseMember });
    const list = within(document.querySelector('dl')!);
    expect(list.getByText('Email').nextElementSibling).toHaveTextContent(/^-$/);
    expect(list.getByText('Teléfono').nextElementSibling).toHaveTextContent(/^-$/);
  });
});

describe('/panel/turnos', () => {
  it('lists appointments with doctor, specialty and es-AR date; paging goes through the URL', async () => {
    const user = userEvent.setup();
    const urls = recordRequests();
    const { router } = await renderApp('/panel/turnos', { signedIn: true });
    const table = await screen.findByRole('table');
    const first = DEMO_MEMBER.appointments[0]!;
    expect(within(table).getByText(first.medico!)).toBeInTheDocument();
    expect(within(table).getAllByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toHaveLength(5);
    const solicitar = screen.getByRole('link', { name: /Solicitar Turno/ });
    expect(solicitar).toHaveAttribute('target', '_blank');
    expect(solicitar).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText(DEMO_MEMBER.appointments[5]!.medico!)).toBeInTheDocument(),
    );
    expect(urls.some((u) => u.includes('/api/web/member/appointments?page=2'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('the list is reset when the member leaves it', async () => {
    const user = userEvent.setup();
    const { queryClient, router } = await renderApp('/panel/turnos', { signedIn: true });
    await screen.findByRole('table');
    expect(queryClient.getQueriesData({ queryKey: memberKeys.list('appointments') })).toHaveLength(1);
    const aside = screen.getByRole('complementary', { name: 'Menú del socio' });
    await user.click(within(aside).getByRole('link', { name: 'Contacto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/contacto'));
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: memberKeys.list('appointments') })).toHaveLength(0),
    );
  });

  it('a bad ?page falls back to 1', async () => {
    const { router } = await renderApp('/panel/turnos?page=abc', { signedIn: true });
    expect(router.state.location.search).toEqual({ page: 1 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    await renderApp('/panel/turnos', { signedIn: emptyMember });
    expect(await screen.findByText('No se encontro nada, solicita tu turno.')).toBeInTheDocument();
  });

  it('500: the 0014 text and back to /panel', async () => {
    await expectFailure(
      '/panel/turnos',
      '/api/web/member/appointments',
      500,
      'Lo sentimos, ha sucedido un error inesperado. (Error 0014)',
    );
  });

  it('422: the server message and back to /panel', async () => {
    setFailureRules([
      {
        method: 'GET',
        path: '/api/web/member/appointments',
        status: 422,
        body: { message: 'Página inválida.', errors: {} },
      },
    ]);
    const { router } = await renderApp('/panel/turnos', { signedIn: true });
    expect(await screen.findByText('Página inválida.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel'));
  });

  it('401: the message, the session ends, member data leaves the cache and the visitor lands on /', async () => {
    setFailureRules([{ method: 'GET', path: '/api/web/member/appointments', status: 401 }]);
    const { router, queryClient } = await renderApp('/panel/turnos', { signedIn: true });
    expect(await screen.findByText('Unauthenticated.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem('session')).toBeNull();
    expect(queryClient.getQueriesData({ queryKey: memberKeys.all })).toEqual([]);
    expect(screen.queryByText(`Hola, ${DEMO_MEMBER.member.full_name}`)).not.toBeInTheDocument();
  });
});

describe('/panel/imagenes', () => {
  it('calls the moreau path and lists studies with status badges and links', async () => {
    const urls = recordRequests();
    await renderApp('/panel/imagenes', { signedIn: true });
    const table = await screen.findByRole('table');
    expect(urls.some((u) => u.endsWith(`/api/web/moreau/execute/Mar%C3%ADa/30111222/19830514`))).toBe(true);
    expect(within(table).getByText('Ecografía abdominal completa')).toBeInTheDocument();
    expect(within(table).getAllByText('Finalizado').length).toBe(4);
    expect(within(table).getAllByText('En proceso').length).toBe(2);
    const pdf = within(table).getAllByRole('link', { name: /^PDF/ })[0]!;
    expect(pdf).toHaveAttribute('href', expect.stringMatching(/^https:\/\/estudios\./));
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the empty text', async () => {
    await renderApp('/panel/imagenes', { signedIn: emptyMember });
    expect(await screen.findByText('No se encontro nada.')).toBeInTheDocument();
  });

  it('500: the 0007 text and back to /panel', async () => {
    await expectFailure(
      '/panel/imagenes',
      '/api/web/moreau/execute/:a/:b/:c',
      500,
      'Lo sentimos, ha sucedido un error inesperado. (Error 0007)',
    );
  });
});

describe('/panel/facturas', () => {
  it('lists invoices: ARS totals, badges, download or the billing message; the payment-methods link', async () => {
    await renderApp('/panel/facturas', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Mis facturas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(DEMO_MEMBER.invoices.length);
    // B-0003-00045871: Impago, download 'no' → the billing message.
    expect(rows[0]).toHaveTextContent(/\$\s?98\.450,00/);
    expect(within(rows[0]!).getByText('Impago')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link', { name: /Descargar/ })).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/departamento de Facturación/);
    // Parcial, download 'si' → link.
    expect(within(rows[1]!).getByRole('link', { name: /Descargar/ })).toHaveAttribute(
      'href',
      expect.stringContaining('B-0003-00044102'),
    );
    // Saldado with download 'no' → still a link.
    expect(within(rows[4]!).getByRole('link', { name: /Descargar/ })).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: /Ver medios de pago/ });
    expect(pay).toHaveAttribute('href', '/preguntas-frecuentes?ff=true');
    expect(pay).toHaveAttribute('target', '_blank');

    const pre = await screen.findByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(within(pre).getAllByText('Más impuestos en caso de corresponder')).toHaveLength(2));
    expect(pre).toHaveTextContent(/\$\s?104\.300,75/);
  });

  it('pre-invoice: a failure is no toast, but says in place that it failed (never "No hay datos cargados."), with Reintentar', async () => {
    setFailureRules([{ method: 'POST', path: '/api/web/prefactura', status: 500 }]);
    await renderApp('/panel/facturas', { signedIn: true });
    const failed = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(failed).toHaveTextContent('No pudimos cargar la información');
    expect(failed).toHaveTextContent('Lo sentimos, ha sucedido un error inesperado.');
    expect(screen.queryByText('No hay datos cargados.')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Mis facturas' })).toBeInTheDocument();

    clearFailureRules();
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Reintentar' }));
    const pre = await screen.findByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(within(pre).getAllByText('Más impuestos en caso de corresponder')).toHaveLength(2));
  });

  it('pre-invoice: an answer without rows (prefactura null) is the empty text', async () => {
    server.use(http.post('*/api/web/prefactura', () => HttpResponse.json({ prefactura: null })));
    await renderApp('/panel/facturas', { signedIn: true });
    const pre = await screen.findByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(within(pre).getByText('No hay datos cargados.')).toBeInTheDocument());
  });

  it('500: the 0006 text and back to /panel', async () => {
    await expectFailure(
      '/panel/facturas',
      '/api/web/member/invoices',
      500,
      'Lo sentimos, ha sucedido un error inesperado al listar las facturas. (Error 0006)',
    );
  });
});

describe('/panel/laboratorios', () => {
  it('shows the instruction and the link in a titled frame with a skeleton until it loads', async () => {
    await renderApp('/panel/laboratorios', { signedIn: true });
    expect(screen.getByText(/tildá el casillero/)).toHaveTextContent('Descargar');
    const frame = await screen.findByTitle('Resultados de laboratorio');
    expect(frame).toHaveAttribute('src', DEMO_MEMBER.laboratoryLink);
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    frame.dispatchEvent(new Event('load'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Cargando…' })).not.toBeInTheDocument());
  });

  it('500: the 0008 text and back to /panel', async () => {
    await expectFailure(
      '/panel/laboratorios',
      '/api/web/member/laboratory',
      500,
      'Lo sentimos, ha sucedido un error inesperado. (Error 0008)',
    );
  });
});

describe('static sections', () => {
  it('/panel/medicamentos links the three PDFs', async () => {
    await renderApp('/panel/medicamentos', { signedIn: true });
    const hrefs = screen.getAllByRole('link', { name: /Descargar formulario/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/docs/formulario-dietoterapico.pdf',
      '/docs/formulario-diabetes-res-764-18.pdf',
      '/docs/formulario-medicacion-oncologica.pdf',
    ]);
  });

  it('/panel/contacto shows address, phones and e-mail', async () => {
    await renderApp('/panel/contacto', { signedIn: true });
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Av\. Ejemplo 1234/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: '(011) 5555-0105' })).toHaveAttribute('href', 'tel:+541155550105');
    expect(main.getByRole('link', { name: 'info@saludplena.example' })).toHaveAttribute(
      'href',
      'mailto:info@saludplena.example',
    );
  });
});

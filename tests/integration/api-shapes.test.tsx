/**
 * The pages read the API as it may really answer (docs/decisions/reading-the-api.md): every Laravel-shaped variant of
 * mocks/data/variants.ts, served in place of the documented shape, renders without an error toast.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_MEMBER } from '../../mocks/data/members';
import {
  bareArrayLists,
  bareDataLists,
  bareInvoices,
  barePreInvoices,
  documentTypeAnswers,
  invoicesWithTrickyLinks,
  laravelAppointments,
  laravelInvoices,
  laravelLogin,
  laravelPreInvoices,
  laravelStudies,
  pagedInvoices,
  pharmaciesWithOddCoordinates,
  PHARMACY_IDS_WITH_PLACE,
  PROVIDER_IDS_WITH_PLACE,
  providersWithOddCoordinates,
  wholeProviderList,
} from '../../mocks/data/variants';
import { memberSchema } from '@/api/member/member';
import { renderApp } from '../utils/render';
import { nativeOptions, openCombobox } from '../utils/selects';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../utils/map-view-mock');
  return { MapView: MapViewMock };
});

const API = 'http://api.test';
const PREFACTURA = 'http://prefactura.test';

afterEach(() => {
  toast.remove();
  server.events.removeAllListeners();
});

/** Serve `body` for GET (or POST) `path` on the API host. */
function answer(path: string, body: JsonBodyType, { method = 'get', host = API } = {}) {
  const handler = method === 'post' ? http.post : http.get;
  server.use(handler(`${host}${path}`, () => HttpResponse.json(body)));
}

/** No catalogue text, no server message: nothing went wrong as far as the visitor can tell. */
function expectNoErrorToast() {
  expect(screen.queryByText(/Lo sentimos|\(Error \d|Error 00/)).toBeNull();
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/panel/facturas reads Laravel-shaped invoices and pre-invoices', () => {
  it.each([
    ['{ data } with decimal-text amounts and ISO dates with a fraction', laravelInvoices],
    ['the paged envelope with Laravel’s meta', pagedInvoices],
    ['a bare array', bareInvoices],
  ])('invoices as %s', async (_shape, body) => {
    answer('/api/web/member/invoices', body);
    answer('/api/web/prefactura', laravelPreInvoices, { method: 'post', host: PREFACTURA });
    const { router } = await renderApp('/panel/facturas', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Mis facturas' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(4);
    // 2026-10-01T00:00:00.000000Z is 1 October (a date never shifts a day); "85000.50" is $ 85.000,50.
    expect(rows[0]).toHaveTextContent('01/10/2026');
    expect(rows[0]).toHaveTextContent(/\$\s?85\.000,50/);
    expect(rows[1]).toHaveTextContent('11/03/2025');
    expect(rows[1]).toHaveTextContent(/\$\s?91\.200,00/);
    expect(rows[2]).toHaveTextContent('09/03/2026');
    expect(rows[3]).toHaveTextContent('05/08/2025');
    expect(rows[3]).toHaveTextContent(/\$\s?1\.234,50/);

    const pre = screen.getByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(within(pre).getAllByText('Más impuestos en caso de corresponder')).toHaveLength(2));
    expect(rowsOf(pre)[0]).toHaveTextContent('01/10/2026');
    expect(rowsOf(pre)[0]).toHaveTextContent(/\$\s?104\.300,75/);
    expect(rowsOf(pre)[1]).toHaveTextContent('05/08/2025');

    expectNoErrorToast();
    expect(router.state.location.pathname).toBe('/panel/facturas');
  });

  it('one unreadable invoice is left out and the rest shown; "SI" allows the download; pre-invoices as a bare array', async () => {
    const { importe: _amount, ...withoutAmount } = laravelInvoices.data[0]!;
    answer('/api/web/member/invoices', {
      data: [withoutAmount, null, { ...laravelInvoices.data[0]!, estado: 'IMPAGO', download: 'SI' }],
    });
    answer('/api/web/prefactura', barePreInvoices, { method: 'post', host: PREFACTURA });
    await renderApp('/panel/facturas', { signedIn: true });
    const rows = rowsOf(await screen.findByRole('table', { name: 'Mis facturas' }));
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('IMPAGO')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /Descargar/ })).toBeInTheDocument();
    const pre = screen.getByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(rowsOf(pre)).toHaveLength(2));
    expect(rowsOf(pre)[0]).toHaveTextContent(/\$\s?104\.300,75/);
    expectNoErrorToast();
  });

  it('a file that starts with "/" but leads to another host is never a same-origin download', async () => {
    answer('/api/web/member/invoices', invoicesWithTrickyLinks);
    await renderApp('/panel/facturas', { signedIn: true });
    const rows = rowsOf(await screen.findByRole('table', { name: 'Mis facturas' }));
    // "/\evil.example/x.pdf" and "//evil.example/x.pdf" resolve to evil.example: no download link.
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    const own = within(rows[2]!).getByRole('link', { name: /Descargar/ });
    expect(own).toHaveAttribute('href', '/api/web/member/invoice/203.pdf');
    expect(own).toHaveAttribute('download');
    for (const link of screen.getAllByRole('link', { name: /Descargar/ })) {
      expect(new URL(link.getAttribute('href')!, window.location.origin).host).not.toBe('evil.example');
    }
  });
});

describe('the member token goes only to the API', () => {
  it('the pre-invoice host gets no Authorization header; the API does', async () => {
    const seen: Array<{ url: string; authorization: string | null }> = [];
    server.events.on('request:start', ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    });
    await renderApp('/panel/facturas', { signedIn: true });
    await screen.findByRole('table', { name: 'Mis facturas' });
    const pre = screen.getByRole('table', { name: 'Pre Factura' });
    await waitFor(() => expect(within(pre).getAllByText('Más impuestos en caso de corresponder')).toHaveLength(2));

    const toPrefactura = seen.filter((r) => r.url.startsWith(PREFACTURA));
    expect(toPrefactura.map((r) => r.url)).toEqual([`${PREFACTURA}/api/web/prefactura`]);
    expect(toPrefactura[0]!.authorization).toBeNull();
    const invoices = seen.find((r) => r.url === `${API}/api/web/member/invoices`);
    expect(invoices?.authorization).toMatch(/^Bearer mock\./);
  });
});

describe('other panel lists', () => {
  it('/panel/turnos: ISO instants and offsets in Buenos Aires time, Laravel meta', async () => {
    answer('/api/web/member/appointments', laravelAppointments);
    await renderApp('/panel/turnos', { signedIn: true });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('09/03/2026, 14:05')).toHaveLength(3);
    expectNoErrorToast();
  });

  it('/panel/imagenes: studies in { data }, dates in Laravel’s and the DD/MM/YYYY shapes', async () => {
    server.use(http.get(`${API}/api/web/moreau/execute/:a/:b/:c`, () => HttpResponse.json(laravelStudies)));
    await renderApp('/panel/imagenes', { signedIn: true });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(table).getByText('05/08/2025')).toBeInTheDocument();
    expectNoErrorToast();
  });

  it('/panel: a born_date in Laravel’s serialisation shows that same day and the age, and fills the date picker', async () => {
    const member = memberSchema.parse(laravelLogin.member);
    await renderApp('/panel', { signedIn: member });
    const list = within(document.querySelector('dl')!);
    expect(list.getByText('14/05/1983')).toBeInTheDocument();
    expect(list.getByText(/^\d+ años$/)).toBeInTheDocument();
    // The personal-data update form's picker starts on that day too.
    expect(await screen.findByRole('button', { name: /Fecha de nacimiento/ })).toHaveTextContent('14/05/1983');
  });
});

describe('/panel/laboratorios: only the configured lab origins, in a sandboxed frame', () => {
  it('frames the lab link with a sandbox that allows only what the lab page needs', async () => {
    await renderApp('/panel/laboratorios', { signedIn: true });
    const frame = await screen.findByTitle('Resultados de laboratorio');
    expect(frame).toHaveAttribute('src', DEMO_MEMBER.laboratoryLink);
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(screen.getByRole('link', { name: /Abrir los resultados/ })).toHaveAttribute(
      'href',
      DEMO_MEMBER.laboratoryLink,
    );
  });

  it.each([
    'https://evil.example/laboratorio/acceso/1',
    'https://resultados.saludplena.example.evil.example/x',
    'http://resultados.saludplena.example/laboratorio',
  ])('a link on another origin (%s) is never framed, but offered in a new tab', async (link) => {
    answer('/api/web/member/laboratory', { memberLaboratory: { link } });
    await renderApp('/panel/laboratorios', { signedIn: true });
    const opened = await screen.findByRole('link', { name: /Ver los resultados de laboratorio/ });
    expect(opened).toHaveAttribute('href', new URL(link).href);
    expect(opened).toHaveAttribute('target', '_blank');
    expect(opened).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Los resultados se abren en el sitio del laboratorio\./)).toBeInTheDocument();
    expect(screen.queryByTitle('Resultados de laboratorio')).toBeNull();
    expect(screen.queryByText('No hay resultados de laboratorio disponibles.')).toBeNull();
  });

  it.each(['', 'javascript:alert(1)', 'ftp://resultados.saludplena.example/x'])(
    'a missing or non-http(s) link (%j) says there are no results',
    async (link) => {
      answer('/api/web/member/laboratory', { memberLaboratory: { link } });
      await renderApp('/panel/laboratorios', { signedIn: true });
      expect(await screen.findByText('No hay resultados de laboratorio disponibles.')).toBeInTheDocument();
      expect(screen.queryByTitle('Resultados de laboratorio')).toBeNull();
      expect(screen.queryByRole('link', { name: /resultados/i })).toBeNull();
    },
  );

  it.each([{ memberLaboratory: null }, { memberLaboratory: { link: null } }, { memberLaboratory: {} }])(
    'a member without laboratory results (%j) is an empty answer: the text, no error, no bounce',
    async (body) => {
      answer('/api/web/member/laboratory', body);
      const { router } = await renderApp('/panel/laboratorios', { signedIn: true });
      expect(await screen.findByText('No hay resultados de laboratorio disponibles.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/panel/laboratorios');
      expect(screen.queryByText(/Error 0008/)).toBeNull();
      expect(screen.queryByTitle('Resultados de laboratorio')).toBeNull();
      expect(screen.queryByRole('link', { name: /resultados/i })).toBeNull();
    },
  );
});

describe('reference lists answered as a bare { data } or a bare array still fill their selects', () => {
  async function options(user: ReturnType<typeof userEvent.setup>, label: string) {
    if (label !== 'Especialidad') return nativeOptions(label);
    return within(await openCombobox(user, label))
      .getAllByRole('option')
      .map((o) => o.textContent);
  }

  it.each([
    ['{ data }', bareDataLists],
    ['a bare array', bareArrayLists],
  ])('/cartilla-medica: provinces, services and specialties as %s', async (_shape, lists) => {
    answer('/api/web/provinces', lists.provinces);
    answer('/api/web/medical_service', lists.medicalServices);
    answer('/api/web/medical_specialty', lists.medicalSpecialties);
    const user = userEvent.setup();
    await renderApp('/cartilla-medica');
    await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect(await options(user, 'Provincia')).toContain('Ciudad Autónoma de Buenos Aires');
    await user.keyboard('{Escape}');
    expect(await options(user, 'Servicio médico')).toContain('Guardia 24 hs');
    await user.keyboard('{Escape}');
    expect(await options(user, 'Especialidad')).toContain('Cardiología');
    expectNoErrorToast();
  });

  it('/cartilla-medica: areas and localities as { data }', async () => {
    answer('/api/web/areas', bareDataLists.areas);
    answer('/api/web/locations', bareDataLists.localities);
    const user = userEvent.setup();
    await renderApp('/cartilla-medica?province_id=1');
    await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect((await options(user, 'Ciudad')).length).toBeGreaterThan(0);
    expectNoErrorToast();
  });

  it.each([
    ['{ data }', bareDataLists.contactFormTypes],
    ['a bare array', bareArrayLists.contactFormTypes],
  ])('/contacto: the contact reasons as %s fill the reason select', async (_shape, body) => {
    answer('/api/web/contact_form_type', body);
    const user = userEvent.setup();
    await renderApp('/contacto');
    const form = await screen.findByRole('form', { name: 'Formulario de contacto' });
    const select = within(form).getByRole('combobox', { name: /Motivo de contacto/ });
    await waitFor(() => expect(select).not.toBeDisabled());
    const listbox = await openCombobox(user, /Motivo de contacto/);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContainEqual(expect.stringContaining('Consultas generales'));
    expectNoErrorToast();
  });

  it.each(Object.entries(documentTypeAnswers))('/login: the document types as %s', async (_shape, body) => {
    answer('/api/web/member/tipdoc', body);
    const user = userEvent.setup();
    await renderApp('/login');
    const select = await screen.findByRole('combobox', { name: /Tipo de documento/ });
    await waitFor(() => expect(select).toBeEnabled());
    const listbox = await openCombobox(user, /Tipo de documento/);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DNI', 'LE', 'LC', 'Pasaporte', 'CI']);
    expectNoErrorToast();
  });
});

describe('directory rows with odd coordinates, and whole lists', () => {
  const markerIds = () =>
    within(screen.getByRole('region', { name: /^Mapa de / }))
      .queryAllByRole('button')
      .map((b) => Number(b.getAttribute('data-marker-id')));

  it('/cartilla-medica: every row is listed; only rows with usable coordinates are on the map', async () => {
    answer('/api/web/medical_entity', providersWithOddCoordinates);
    await renderApp('/cartilla-medica');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    await waitFor(() => expect(markerIds()).toEqual(PROVIDER_IDS_WITH_PLACE));
    // 'Ver en el mapa' only where there is a place.
    expect(items.map((item) => within(item).queryByRole('button', { name: 'Ver en el mapa' }) !== null)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expectNoErrorToast();
  });

  it('/farmacias: a bare { data } with odd coordinates', async () => {
    answer('/api/web/pharmacy', pharmaciesWithOddCoordinates);
    await renderApp('/farmacias');
    const list = await screen.findByRole('list', { name: 'Farmacias' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(markerIds()).toEqual(PHARMACY_IDS_WITH_PLACE));
    expectNoErrorToast();
  });

  it('3,000 rows answered to a page of 5 render only 5 (and count 3,000)', async () => {
    answer('/api/web/medical_entity', { data: wholeProviderList(3000) });
    await renderApp('/cartilla-medica');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Mostrando 1–5 de 3000')).toBeInTheDocument();
    await waitFor(() => expect(markerIds()).toHaveLength(5));
    expectNoErrorToast();
  });

  it('an envelope whose data holds 3,000 rows is cut to 5 too', async () => {
    const all = wholeProviderList(3000);
    answer('/api/web/medical_entity', {
      data: all,
      links: { first: null, last: null, prev: null, next: null },
      meta: { current_page: 1, from: 1, to: 3000, total: 3000 },
    });
    await renderApp('/cartilla-medica');
    const list = await screen.findByRole('list', { name: 'Prestadores' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Mostrando 1–5 de 3000')).toBeInTheDocument();
  });
});

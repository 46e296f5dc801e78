import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { directoryCalls } from '@/api/directory-calls';
import { listSchema } from '@/api/paged';
import type { RouterContext } from '@/app/router-context';
import { coordinate, intId, requiredText } from '@/lib/zod';
import { textParam } from '@/lib/search-params';
import type { Directory } from '@/features/directories/directories';
import { directoryRoute, printRoute, type DirectoryRoutes } from '@/features/directories/directory-route';
import { DirectoryPage } from '@/features/directories/pages/directory-page';
import { PrintPage } from '@/features/directories/pages/print-page';
import { prefetchDirectory } from '@/features/directories/prefetch';
import { zoneOffer } from '@/features/directories/search/narrow-search';
import { filterNames, geographyParams, pickFilters, viewParams } from '@/features/directories/search/search-schema';
import type { FilterFieldsProps } from '@/features/directories/search/directory-filters';
import { server } from '../../../../mocks/node';
import { renderWithProviders, testQueryClient } from '../../../utils/render';

vi.mock('@/components/map/map-view', async () => {
  const { MapViewMock } = await import('../../../utils/map-view-mock');
  return { MapView: MapViewMock };
});

// A third directory, made only of what docs/decisions/adding-a-directory.md asks for: its calls, its search, its
// record and its routes. The page and the print view are the app's own.

const clinicSchema = z.object({
  id: intId(),
  name: requiredText(),
  sede: requiredText(),
  lat: coordinate(),
  lon: coordinate(),
});
type Clinic = z.infer<typeof clinicSchema>;

const CLINICS: Clinic[] = [
  { id: 1, name: 'Consultorio Centro', sede: 'centro', lat: -34.6, lon: -58.38 },
  { id: 2, name: 'Consultorio Norte', sede: 'norte', lat: -34.55, lon: -58.45 },
  { id: 3, name: 'Consultorio Plaza', sede: 'centro', lat: null, lon: null },
];

/** GET /api/web/clinic: a page of the clinics, by `sede` when it is set. */
function serveClinics() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/web/clinic', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const sede = params.get('sede');
      const rows = CLINICS.filter((clinic) => sede === null || clinic.sede === sede);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('pagination') ?? 10);
      const data = rows.slice((page - 1) * size, page * size);
      const from = data.length === 0 ? null : (page - 1) * size + 1;
      return HttpResponse.json({
        data,
        links: { first: null, last: null, prev: null, next: null },
        meta: { current_page: page, from, to: from === null ? null : from + data.length - 1, total: rows.length },
      });
    }),
  );
  return asked;
}

const clinicCalls = directoryCalls<Clinic>({
  path: 'api/web/clinic',
  key: 'clinics',
  schema: listSchema(clinicSchema, 'clinics'),
  pageSize: 2,
  searchCall: 'providerSearch',
  namesParams: { page: 1, pagination: 1000 },
  namesCall: 'providerNames',
});

const clinicFilterSchema = z.object({ sede: textParam, ...geographyParams });
type ClinicFilters = z.infer<typeof clinicFilterSchema>;
const clinicSearchSchema = z.extend(clinicFilterSchema, viewParams);
type ClinicSearch = z.infer<typeof clinicSearchSchema>;
const CLINIC_FILTER_NAMES = filterNames(clinicFilterSchema);
const clinicFilters = (search: ClinicSearch): ClinicFilters => pickFilters(search, CLINIC_FILTER_NAMES);

const clinicRoutes: DirectoryRoutes<ClinicSearch, ClinicFilters> = {
  meta: { title: 'Consultorios', description: 'Los consultorios, en lista y mapa.' },
  printMeta: { title: 'Consultorios para imprimir', description: 'La búsqueda de consultorios, para imprimir.' },
  parse: (input) => clinicSearchSchema.parse(input),
  filtersOf: clinicFilters,
};

/** Its own filter: the sede, a plain select. */
function SedeField({ filters, onChange }: FilterFieldsProps<ClinicFilters>) {
  return (
    <label>
      Sede
      <select
        name="sede"
        value={filters.sede ?? ''}
        onChange={(event) => onChange({ sede: event.target.value || undefined })}
      >
        <option value="">Todas</option>
        <option value="centro">Centro</option>
        <option value="norte">Norte</option>
      </select>
    </label>
  );
}

const clinicDirectory: Directory<Clinic, ClinicSearch, ClinicFilters> = {
  kind: 'clinics',
  routes: clinicRoutes,
  links: {
    path: '/consultorios',
    page: (filters) => ({ to: '/consultorios', search: filters }),
    print: (search) => ({ to: '/consultorios/imprimir', search }),
  },
  texts: {
    intro: 'Busque consultorios por sede o zona.',
    form: 'Buscar consultorios',
    copied: 'Link copiado',
    empty: 'No hay consultorios.',
    map: 'Mapa de consultorios',
    list: 'Consultorios',
    unfiltered: 'Todos los consultorios',
    noneSaved: 'ningún consultorio',
  },
  reportLabel: 'Consultorios (consultorio)',
  columns: 4,
  Fields: SedeField,
  withFilters: (search, change) => ({ ...clinicFilters(search), ...change, page: 1 }),
  shareParams: (filters): Record<string, string> => (filters.sede ? { sede: filters.sede } : {}),
  apiFilters: (filters) => filters,
  calls: clinicCalls,
  toListing: (clinic, place) => ({
    kind: 'clinics',
    id: clinic.id,
    name: clinic.name,
    address: '',
    addressExtra: '',
    phone: '',
    note: `Sede ${clinic.sede}`,
    link: '',
    email: '',
    lat: clinic.lat,
    lon: clinic.lon,
    place,
  }),
  narrow: { by: 'la zona', offers: zoneOffer },
};

/** Its two routes on a router of the test's own, as its route files would declare them, at `url`. */
async function renderClinics(url = '/consultorios') {
  const queryClient = testQueryClient();
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const pageOptions = directoryRoute(clinicRoutes);
  const printOptions = printRoute(clinicRoutes);
  const page = createRoute({
    getParentRoute: () => root,
    path: '/consultorios',
    ...pageOptions,
    loader: ({ context, deps }) => prefetchDirectory(clinicDirectory, context.queryClient, deps),
    component: () => <DirectoryPage directory={clinicDirectory} />,
  });
  const print = createRoute({
    getParentRoute: () => root,
    path: '/consultorios/imprimir',
    ...printOptions,
    component: () => <PrintPage directory={clinicDirectory} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, print]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { queryClient });
  await act(() => router.load());
  return router;
}

describe('a third directory: one record, its routes and its calls', () => {
  it('shows its heading, its results from its API and their count; a filter of its own writes the address', async () => {
    const asked = serveClinics();
    const user = userEvent.setup();
    const router = await renderClinics();

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultorios' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar consultorios' })).toHaveAttribute('action', '/consultorios');
    const list = await screen.findByRole('list', { name: 'Consultorios' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Consultorio Centro', 'Consultorio Norte']);
    expect(screen.getByText('Mostrando 1–2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Imprimir o guardar en PDF' })).toHaveAttribute(
      'href',
      '/consultorios/imprimir',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sede' }), 'centro');
    await waitFor(() => expect(router.state.location.search).toEqual({ sede: 'centro', page: 1 }));
    expect(router.state.location.href).toBe('/consultorios?sede=centro&page=1');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Consultorios' }))
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Consultorio Centro', 'Consultorio Plaza']),
    );
    expect(screen.getByText('Mostrando 1–2 de 2')).toBeInTheDocument();
    expect(asked.at(-1)?.get('sede')).toBe('centro');
  });

  it('reads an address of its own: its filter and its page', async () => {
    serveClinics();
    await renderClinics('/consultorios?page=2');
    const list = await screen.findByRole('list', { name: 'Consultorios' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Consultorio Plaza']);
    expect(screen.getByText('Mostrando 3–3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sede' })).toHaveValue('');
  });
});

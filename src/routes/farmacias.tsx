import { createFileRoute } from '@tanstack/react-router';
import { areasQueryOptions } from '@/features/geography/api/get-areas';
import { localitiesQueryOptions } from '@/features/geography/api/get-localities';
import { provincesQueryOptions } from '@/features/geography/api/get-provinces';
import { pharmacySearchQueryOptions } from '@/features/pharmacies/api/search-pharmacies';
import { parsePharmacySearch, pharmacyFilters } from '@/features/pharmacies/schemas';
import { PharmaciesPage } from './-components/directories/pharmacies-page';

export const Route = createFileRoute('/farmacias')({
  validateSearch: parsePharmacySearch,
  loaderDeps: ({ search }) => ({ filters: pharmacyFilters(search), page: search.page ?? 1 }),
  // Starts every request at once and does not wait: the page shows skeletons, never a blank wait.
  loader: ({ context: { queryClient }, deps: { filters, page } }) => {
    void queryClient.prefetchQuery(pharmacySearchQueryOptions(filters, page));
    void queryClient.prefetchQuery(provincesQueryOptions());
    if (filters.province_id !== undefined) void queryClient.prefetchQuery(areasQueryOptions(filters.province_id));
    if (filters.area_id !== undefined) void queryClient.prefetchQuery(localitiesQueryOptions(filters.area_id));
  },
  head: () => ({
    meta: [
      { title: 'Farmacias | Salud Plena' },
      {
        name: 'description',
        content: 'Farmacias de Salud Plena: busque por nombre, provincia, ciudad y localidad, en lista y mapa.',
      },
    ],
  }),
  component: PharmaciesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { medicalServicesQueryOptions } from '@/features/directory/api/get-medical-services';
import { medicalSpecialtiesQueryOptions } from '@/features/directory/api/get-medical-specialties';
import { providerSearchQueryOptions } from '@/features/directory/api/search-providers';
import { effectiveDirectoryFilters, parseDirectorySearch } from '@/features/directory/schemas';
import { areasQueryOptions } from '@/features/geography/api/get-areas';
import { localitiesQueryOptions } from '@/features/geography/api/get-localities';
import { provincesQueryOptions } from '@/features/geography/api/get-provinces';
import { DirectoryPage } from './-components/directories/directory-page';

export const Route = createFileRoute('/cartilla-medica')({
  validateSearch: parseDirectorySearch,
  loaderDeps: ({ search }) => ({ filters: effectiveDirectoryFilters(search), page: search.page ?? 1 }),
  // Starts every request at once and does not wait: the page shows skeletons, never a blank wait.
  loader: ({ context: { queryClient }, deps: { filters, page } }) => {
    void queryClient.prefetchQuery(providerSearchQueryOptions(filters, page));
    void queryClient.prefetchQuery(medicalServicesQueryOptions());
    void queryClient.prefetchQuery(medicalSpecialtiesQueryOptions());
    void queryClient.prefetchQuery(provincesQueryOptions());
    if (filters.province_id !== undefined) void queryClient.prefetchQuery(areasQueryOptions(filters.province_id));
    if (filters.area_id !== undefined) void queryClient.prefetchQuery(localitiesQueryOptions(filters.area_id));
  },
  head: () => ({
    meta: [
      { title: 'Cartilla médica | Salud Plena' },
      {
        name: 'description',
        content:
          'Cartilla médica de Salud Plena: busque prestadores por nombre, servicio, especialidad y zona, en lista y mapa.',
      },
    ],
  }),
  component: DirectoryPage,
});

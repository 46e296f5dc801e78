import type { QueryClient } from '@tanstack/react-query';
import { areasQueryOptions, localitiesQueryOptions, provincesQueryOptions } from '@/api/geography';
import { providerCalls } from '@/api/medical-entities';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';
import { pharmacyCalls } from '@/api/pharmacies';
import { toPharmacyFilters, type PharmacySearchFilters } from './search/pharmacy-search';
import type { ProviderFilters } from './search/provider-search';
import type { Geography } from './search/search-schema';

/**
 * The directories' loaders start every request at once and do not wait for them: the page shows skeletons, never a
 * blank wait. What the geography selects of the address need is asked for too.
 */
function prefetchGeography(queryClient: QueryClient, filters: Geography) {
  void queryClient.prefetchQuery(provincesQueryOptions());
  if (filters.province_id !== undefined) void queryClient.prefetchQuery(areasQueryOptions(filters.province_id));
  if (filters.area_id !== undefined) void queryClient.prefetchQuery(localitiesQueryOptions(filters.area_id));
}

export function prefetchProviderDirectory(
  queryClient: QueryClient,
  { filters, page }: { filters: ProviderFilters; page: number },
) {
  void queryClient.prefetchQuery(providerCalls.searchQueryOptions(filters, page));
  void queryClient.prefetchQuery(medicalServicesQueryOptions());
  void queryClient.prefetchQuery(medicalSpecialtiesQueryOptions());
  prefetchGeography(queryClient, filters);
}

export function prefetchPharmacyDirectory(
  queryClient: QueryClient,
  { filters, page }: { filters: PharmacySearchFilters; page: number },
) {
  void queryClient.prefetchQuery(pharmacyCalls.searchQueryOptions(toPharmacyFilters(filters), page));
  prefetchGeography(queryClient, filters);
}

import { useQuery } from '@tanstack/react-query';
import { areasQueryOptions, localitiesQueryOptions, provincesQueryOptions } from '@/api/geography';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';
import type { PharmacyApiFilters } from './pharmacy-search';
import type { ProviderFilters } from './provider-search';

/** The filters of either directory, as the API names them. */
export type SearchFilters = ProviderFilters | PharmacyApiFilters;

type Named = { id: number; name?: string; description?: string };

function nameOf(list: Named[] | undefined, id: number | undefined): string | undefined {
  if (id === undefined) return undefined;
  const found = list?.find((item) => item.id === id);
  return found?.name ?? found?.description;
}

/**
 * A search in words, from the cached reference lists: `words` for the print view's heading ("Cardiología · Córdoba ·
 * Córdoba Capital"), `place` for directions to a listing without coordinates ("Palermo, Ciudad de Buenos Aires,
 * Buenos Aires"). `ready` once every list that names a chosen filter has answered (or failed: the word is left out).
 */
export function useSearchWords(filters: SearchFilters) {
  // Read as the provider search's, whose filters hold the pharmacy search's: a pharmacy search has no service or
  // specialty.
  const named: Partial<ProviderFilters> = filters;
  const { name, medical_service_id: serviceId, medical_specialty_id: specialtyId } = named;
  const { province_id: provinceId, area_id: areaId, location_id: localityId } = filters;
  const services = useQuery({ ...medicalServicesQueryOptions(), enabled: serviceId !== undefined });
  const specialties = useQuery({ ...medicalSpecialtiesQueryOptions(), enabled: specialtyId !== undefined });
  const provinces = useQuery({ ...provincesQueryOptions(), enabled: provinceId !== undefined });
  const areas = useQuery(areasQueryOptions(provinceId));
  const localities = useQuery(localitiesQueryOptions(areaId));

  const province = nameOf(provinces.data, provinceId);
  const area = nameOf(areas.data, areaId);
  const locality = nameOf(localities.data, localityId);
  const asked = [
    [serviceId, services],
    [specialtyId, specialties],
    [provinceId, provinces],
    [areaId, areas],
    [localityId, localities],
  ] as const;
  const ready = asked.every(([id, query]) => id === undefined || !query.isPending);
  const words = [
    name && `“${name}”`,
    nameOf(services.data, serviceId),
    nameOf(specialties.data, specialtyId),
    province,
    area,
    locality,
  ].filter((word): word is string => Boolean(word));
  const place = [locality, area, province].filter(Boolean).join(', ');
  return { words, place, ready };
}

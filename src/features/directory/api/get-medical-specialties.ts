import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { medicalSpecialtiesResponseSchema } from '../schemas';

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * GET /api/web/medical_specialty?pagination=200&orderBy=description (spec 01 §7: "ordering by name
 * and description"; a specialty has only a description, so the server orders by it and the list
 * is kept in that order here too).
 */
export function getMedicalSpecialties(signal?: AbortSignal) {
  return requestJson(medicalSpecialtiesResponseSchema, () =>
    api.get('api/web/medical_specialty', {
      searchParams: searchParams({ pagination: 200, orderBy: 'description' }),
      signal,
    }),
  );
}

export function medicalSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['directory', 'specialties'] as const,
    queryFn: ({ signal }) => getMedicalSpecialties(signal),
    select: (response) => [...response.data].sort((a, b) => collator.compare(a.description, b.description)),
    meta: { call: 'specialties' },
    ...referenceListOptions,
  });
}

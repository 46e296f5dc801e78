import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchReferenceList, referenceListOptions } from './reference-lists';
import { intId, requiredText } from '@/lib/zod';
import { listSchema } from './paged';
import { compareSpanish } from '@/lib/spanish-order';

export const medicalSpecialtySchema = z.object({ id: intId(), description: requiredText() });
export const medicalSpecialtiesResponseSchema = listSchema(medicalSpecialtySchema, 'medical_specialties');

const SPECIALTIES_SIZE = 200;
/**
 * Spec 01 §7: GET /api/web/medical_specialty, pagination=200, "ordering by name and description". A specialty has
 * only a description, so the server orders by it and the list is kept in that order here too. Cached for the session.
 */
export function medicalSpecialtiesQueryOptions() {
  return queryOptions({
    queryKey: ['medical-specialties'] as const,
    queryFn: ({ signal }) =>
      fetchReferenceList(medicalSpecialtiesResponseSchema, 'api/web/medical_specialty', {
        params: { pagination: SPECIALTIES_SIZE, orderBy: 'description' },
        signal,
      }),
    select: (specialties) => [...specialties].sort((a, b) => compareSpanish(a.description, b.description)),
    meta: { call: 'specialties' },
    ...referenceListOptions,
  });
}

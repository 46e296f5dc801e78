import { z } from 'zod/mini';
import { referenceListQueryOptions } from './reference-lists';
import { intId, requiredText } from '@/lib/zod';
import { listSchema } from './paged';
import { compareSpanish } from '@/lib/spanish-order';

export const medicalSpecialtySchema = z.object({ id: intId(), description: requiredText() });
export const medicalSpecialtiesResponseSchema = listSchema(medicalSpecialtySchema, 'medical_specialties');

const SPECIALTIES_SIZE = 200;
/**
 * GET /api/web/medical_specialty, pagination=200, "ordering by name and description". A specialty has
 * only a description, so the server orders by it and the list is kept in that order here too. Cached for the session.
 */
export const medicalSpecialtiesQueryOptions = () =>
  referenceListQueryOptions({
    queryKey: ['medical-specialties'] as const,
    schema: medicalSpecialtiesResponseSchema,
    path: 'api/web/medical_specialty',
    params: { pagination: SPECIALTIES_SIZE, orderBy: 'description' },
    call: 'specialties',
    order: (a, b) => compareSpanish(a.description, b.description),
  });

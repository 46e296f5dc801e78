import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { intId } from '@/lib/zod';
import { pagedSchema } from './paged';

export const medicalServiceSchema = z.object({ id: intId(), description: z.string() });
export const medicalServicesResponseSchema = pagedSchema(medicalServiceSchema);
export type MedicalService = z.infer<typeof medicalServiceSchema>;

/** Spec 01 §7: GET /api/web/medical_service, pagination=20, orderBy=description. Cached for the session. */
export function medicalServicesQueryOptions() {
  return queryOptions({
    queryKey: ['medical-services'] as const,
    queryFn: ({ signal }) =>
      requestJson(medicalServicesResponseSchema, () =>
        api.get('api/web/medical_service', {
          searchParams: searchParams({ pagination: 20, orderBy: 'description' }),
          signal,
        }),
      ),
    select: (response) => response.data,
    meta: { call: 'medicalServices' },
    ...referenceListOptions,
  });
}

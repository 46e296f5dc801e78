import { queryOptions } from '@tanstack/react-query';
import { api, requestJson, searchParams } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { medicalServicesResponseSchema } from '../schemas';

/** GET /api/web/medical_service?pagination=20&orderBy=description (spec 01 §7). */
export function getMedicalServices(signal?: AbortSignal) {
  return requestJson(medicalServicesResponseSchema, () =>
    api.get('api/web/medical_service', {
      searchParams: searchParams({ pagination: 20, orderBy: 'description' }),
      signal,
    }),
  );
}

export function medicalServicesQueryOptions() {
  return queryOptions({
    queryKey: ['directory', 'services'] as const,
    queryFn: ({ signal }) => getMedicalServices(signal),
    select: (response) => response.data,
    meta: { call: 'medicalServices' },
    ...referenceListOptions,
  });
}

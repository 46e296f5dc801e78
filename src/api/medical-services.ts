import { z } from 'zod/mini';
import { referenceListQueryOptions } from './reference-lists';
import { intId, requiredText } from '@/lib/zod';
import { listSchema } from './paged';

export const medicalServiceSchema = z.object({ id: intId(), description: requiredText() });
export const medicalServicesResponseSchema = listSchema(medicalServiceSchema, 'medical_services');

const SERVICES_SIZE = 20;

/** GET /api/web/medical_service, pagination=20, orderBy=description. Cached for the session. */
export const medicalServicesQueryOptions = () =>
  referenceListQueryOptions({
    queryKey: ['medical-services'] as const,
    schema: medicalServicesResponseSchema,
    path: 'api/web/medical_service',
    params: { pagination: SERVICES_SIZE, orderBy: 'description' },
    call: 'medicalServices',
  });

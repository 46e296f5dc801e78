import { z } from 'zod/mini';
import { coordinate, intId, requiredText } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { directoryCalls } from './directory-calls';
import { listSchema } from './paged';

/** Medical entities (providers): the provider search and the provider-name options (docs/api.md#providers). */

export const medicalEntitySchema = z.object({
  id: intId(),
  name: requiredText(),
  address: optionalText(),
  address_extra: optionalText(),
  phone: optionalText(),
  note: optionalText(),
  link: optionalText(),
  lat: coordinate(),
  lon: coordinate(),
});
export const medicalEntitiesResponseSchema = listSchema(medicalEntitySchema, 'medical_entities');
export type MedicalEntity = z.infer<typeof medicalEntitySchema>;

const PROVIDER_NAMES_SIZE = 1000;

/**
 * GET /api/web/medical_entity: a page (5 on screen) of the search, with only the filters that are set (the route's
 * search schema names them: src/features/directories/search/provider-search.ts). The names: orderBy=name, page=1,
 * pagination=1000.
 */
export const providerCalls = directoryCalls<MedicalEntity>({
  path: 'api/web/medical_entity',
  key: 'providers',
  schema: medicalEntitiesResponseSchema,
  pageSize: 5,
  searchCall: 'providerSearch',
  namesParams: { orderBy: 'name', page: 1, pagination: PROVIDER_NAMES_SIZE },
  namesCall: 'providerNames',
});

export const providerNamesQueryOptions = providerCalls.namesQueryOptions;

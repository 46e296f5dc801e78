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

export const PROVIDER_PAGE_SIZE = 5;
const PROVIDER_NAMES_SIZE = 1000;

/** The filters of a provider search (what goes to the API besides page and size). */
export type ProviderFilters = {
  name?: string;
  medical_service_id?: number;
  medical_specialty_id?: number;
  province_id?: number;
  area_id?: number;
  location_id?: number;
};

/**
 * GET /api/web/medical_entity, page, pagination (5 on screen), plus only the filters that are set
 * (name, medical_service_id, medical_specialty_id, province_id, location_id, area_id). The names: orderBy=name,
 * page=1, pagination=1000.
 */
const providers = directoryCalls<MedicalEntity, ProviderFilters>({
  path: 'api/web/medical_entity',
  key: 'providers',
  schema: medicalEntitiesResponseSchema,
  filterKeys: ['name', 'medical_service_id', 'medical_specialty_id', 'province_id', 'area_id', 'location_id'],
  pageSize: PROVIDER_PAGE_SIZE,
  searchCall: 'providerSearch',
  namesParams: { orderBy: 'name', page: 1, pagination: PROVIDER_NAMES_SIZE },
  namesCall: 'providerNames',
});

export const providerSearchQueryOptions = providers.searchQueryOptions;
export const providerSearchAllPagesQueryOptions = providers.searchAllPagesQueryOptions;
export const providerCountQueryOptions = providers.countQueryOptions;
export const providerNamesQueryOptions = providers.namesQueryOptions;

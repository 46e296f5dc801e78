import { z } from 'zod/mini';
import { coordinate, intId, requiredText } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { directoryCalls } from './directory-calls';
import { listSchema } from './paged';

/** Pharmacies: the pharmacy search and the pharmacy-name options (docs/api.md#pharmacies). */

export const pharmacySchema = z.object({
  id: intId(),
  name: requiredText(),
  address: optionalText(),
  phone: optionalText(),
  email: optionalText(),
  lat: coordinate(),
  lon: coordinate(),
});
export const pharmaciesResponseSchema = listSchema(pharmacySchema, 'pharmacies');
export type Pharmacy = z.infer<typeof pharmacySchema>;

export const PHARMACY_PAGE_SIZE = 5;
const PHARMACY_NAMES_SIZE = 1000;

/** The filters of a pharmacy search; the name travels as `name`. */
export type PharmacyFilters = { name?: string; province_id?: number; area_id?: number; location_id?: number };

/**
 * GET /api/web/pharmacy, page, pagination (5 on screen), plus only the filters that are set. The names:
 * page=1, pagination=1000, sorted here.
 */
const pharmacies = directoryCalls<Pharmacy, PharmacyFilters>({
  path: 'api/web/pharmacy',
  key: 'pharmacies',
  schema: pharmaciesResponseSchema,
  filterKeys: ['name', 'province_id', 'location_id', 'area_id'],
  pageSize: PHARMACY_PAGE_SIZE,
  searchCall: 'pharmacySearch',
  namesParams: { page: 1, pagination: PHARMACY_NAMES_SIZE },
  namesCall: 'pharmacyNames',
  sortNames: true,
});

export const pharmacySearchQueryOptions = pharmacies.searchQueryOptions;
export const pharmacySearchAllPagesQueryOptions = pharmacies.searchAllPagesQueryOptions;
export const pharmacyCountQueryOptions = pharmacies.countQueryOptions;
export const pharmacyNamesQueryOptions = pharmacies.namesQueryOptions;

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

const PHARMACY_NAMES_SIZE = 1000;

/**
 * GET /api/web/pharmacy: a page (5 on screen) of the search, with only the filters that are set (the route's search
 * schema names them: src/features/directories/search/pharmacy-search.ts); the name travels as `name`. The names: page=1,
 * pagination=1000, sorted here.
 */
export const pharmacyCalls = directoryCalls<Pharmacy>({
  path: 'api/web/pharmacy',
  key: 'pharmacies',
  schema: pharmaciesResponseSchema,
  pageSize: 5,
  searchCall: 'pharmacySearch',
  namesParams: { page: 1, pagination: PHARMACY_NAMES_SIZE },
  namesCall: 'pharmacyNames',
  sortNames: true,
});

export const pharmacyNamesQueryOptions = pharmacyCalls.namesQueryOptions;

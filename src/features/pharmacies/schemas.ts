import { z } from 'zod/mini';
import { pagedSchema } from '@/lib/paged';
import { idParam, pageParam, textParam } from '@/lib/search-params';

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
const coordinate = z.pipe(
  z.nullish(z.coerce.number()),
  z.transform((v) => (v === undefined || Number.isNaN(v) ? null : v)),
);

export const pharmacySchema = z.object({
  id: z.coerce.number().check(z.int()),
  name: z.string(),
  address: optionalText,
  phone: optionalText,
  email: optionalText,
  lat: coordinate,
  lon: coordinate,
});

export const pharmaciesResponseSchema = pagedSchema(pharmacySchema);

export type Pharmacy = z.infer<typeof pharmacySchema>;

// ——— The search in the address (DESIGN.md §1) ———

/** /farmacias's search: province_id, area_id, location_id, pharmacies_name (spec 01 §2) and the page. */
export const pharmacySearchSchema = z.object({
  pharmacies_name: textParam,
  province_id: idParam,
  area_id: idParam,
  location_id: idParam,
  page: pageParam,
});
export type PharmacySearch = z.infer<typeof pharmacySearchSchema>;
export type PharmacyFilters = Omit<PharmacySearch, 'page'>;

export const PHARMACY_FILTER_KEYS = ['pharmacies_name', 'province_id', 'area_id', 'location_id'] as const;

export function parsePharmacySearch(input: Record<string, unknown>): PharmacySearch {
  return pharmacySearchSchema.parse(input);
}

export function pharmacyFilters(search: PharmacySearch): PharmacyFilters {
  const out: PharmacyFilters = {};
  for (const key of PHARMACY_FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** The parameters of a shared link (spec 01 §2: province_id, area_id, location_id, pharmacies_name). */
export function pharmacyShareParams(filters: PharmacyFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PHARMACY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[key] = String(value);
  }
  return out;
}

import { z } from 'zod/mini';
import { pagedSchema } from '@/lib/paged';
import { idParam, pageParam, textParam } from '@/lib/search-params';

const id = z.coerce.number().check(z.int());
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
const coordinate = z.pipe(
  z.nullish(z.coerce.number()),
  z.transform((v) => (v === undefined || Number.isNaN(v) ? null : v)),
);

export const medicalEntitySchema = z.object({
  id,
  name: z.string(),
  address: optionalText,
  address_extra: optionalText,
  phone: optionalText,
  note: optionalText,
  link: optionalText,
  lat: coordinate,
  lon: coordinate,
});
export const medicalServiceSchema = z.object({ id, description: z.string() });
export const medicalSpecialtySchema = z.object({ id, description: z.string() });

export const medicalEntitiesResponseSchema = pagedSchema(medicalEntitySchema);
export const medicalServicesResponseSchema = pagedSchema(medicalServiceSchema);
export const medicalSpecialtiesResponseSchema = pagedSchema(medicalSpecialtySchema);

export type MedicalEntity = z.infer<typeof medicalEntitySchema>;
export type MedicalService = z.infer<typeof medicalServiceSchema>;
export type MedicalSpecialty = z.infer<typeof medicalSpecialtySchema>;

// ——— The search in the address (DESIGN.md §1) ———

/**
 * /cartilla-medica's search: the live filters (named as the API names them), the page, and the
 * saved-filter parameters of spec 01 §2 (`*_save`, where 'all' and 'TODOS' count as empty).
 * Every field falls back to "not set" on garbage, so nothing odd reaches the API.
 */
export const directorySearchSchema = z.object({
  name: textParam,
  medical_service_id: idParam,
  medical_specialty_id: idParam,
  province_id: idParam,
  area_id: idParam,
  location_id: idParam,
  page: pageParam,
  medicalNameEntity_save: textParam,
  medicalServiceId_save: idParam,
  medicalSpecialtyId_save: idParam,
  provinceId_save: idParam,
  areaId_save: idParam,
  locationId_save: idParam,
});
export type DirectorySearch = z.infer<typeof directorySearchSchema>;

/** The filters of a provider search (what goes to the API besides page and size). */
export type DirectoryFilters = {
  name?: string;
  medical_service_id?: number;
  medical_specialty_id?: number;
  province_id?: number;
  area_id?: number;
  location_id?: number;
};

export const DIRECTORY_FILTER_KEYS = [
  'name',
  'medical_service_id',
  'medical_specialty_id',
  'province_id',
  'area_id',
  'location_id',
] as const satisfies readonly (keyof DirectoryFilters)[];

/** Live filter → its saved-filter parameter (spec 01 §2). */
export const SAVED_PARAM = {
  name: 'medicalNameEntity_save',
  medical_service_id: 'medicalServiceId_save',
  medical_specialty_id: 'medicalSpecialtyId_save',
  province_id: 'provinceId_save',
  area_id: 'areaId_save',
  location_id: 'locationId_save',
} as const satisfies Record<keyof DirectoryFilters, keyof DirectorySearch>;

export function parseDirectorySearch(input: Record<string, unknown>): DirectorySearch {
  return directorySearchSchema.parse(input);
}

/** For each filter the live value wins; when it is empty the saved one is used (spec 01 §7). */
export function effectiveDirectoryFilters(search: DirectorySearch): DirectoryFilters {
  const out: DirectoryFilters = {};
  for (const key of DIRECTORY_FILTER_KEYS) {
    const value = search[key] ?? search[SAVED_PARAM[key]];
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * The address after the visitor changes filters: the saved values become live ones and the
 * `*_save` parameters are dropped, so clearing a filter really clears it; the page goes back to 1.
 */
export function nextDirectorySearch(search: DirectorySearch, change: Partial<DirectoryFilters>): DirectorySearch {
  return { ...effectiveDirectoryFilters(search), ...change, page: 1 };
}

/** The saved-filter parameters that reproduce a search when a shared link is opened (spec 01 §2). */
export function directoryShareParams(filters: DirectoryFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of DIRECTORY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') out[SAVED_PARAM[key]] = String(value);
  }
  return out;
}

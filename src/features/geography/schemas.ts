import { z } from 'zod/mini';
import { pagedSchema } from '@/lib/paged';

const id = z.coerce.number().check(z.int());

export const provinceSchema = z.object({ id, name: z.string() });
export const areaSchema = z.object({ id, name: z.string(), province_id: z.optional(id) });
export const localitySchema = z.object({ id, name: z.string(), area_id: z.optional(id) });

export const provincesResponseSchema = pagedSchema(provinceSchema);
export const areasResponseSchema = pagedSchema(areaSchema);
export const localitiesResponseSchema = pagedSchema(localitySchema);

export type Province = z.infer<typeof provinceSchema>;
export type Area = z.infer<typeof areaSchema>;
export type Locality = z.infer<typeof localitySchema>;

/** The geography filters both directories carry in their address. */
export type GeographyValue = { province_id?: number; area_id?: number; location_id?: number };
export type GeographyChange = Partial<Record<keyof GeographyValue, number | undefined>>;

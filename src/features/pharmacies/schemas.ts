import { z } from 'zod';
import { pagedSchema } from '@/lib/paged';

const optionalText = z.string().nullish().transform((v) => v ?? '');
const coordinate = z.coerce.number().nullish().transform((v) => (v === undefined || Number.isNaN(v) ? null : v));

export const pharmacySchema = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  address: optionalText,
  phone: optionalText,
  email: optionalText,
  lat: coordinate,
  lon: coordinate,
});

export const pharmaciesResponseSchema = pagedSchema(pharmacySchema);

export type Pharmacy = z.infer<typeof pharmacySchema>;

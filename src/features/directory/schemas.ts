import { z } from 'zod';
import { pagedSchema } from '@/lib/paged';

const id = z.coerce.number().int();
const optionalText = z.string().nullish().transform((v) => v ?? '');
const coordinate = z.coerce.number().nullish().transform((v) => (v === undefined || Number.isNaN(v) ? null : v));

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

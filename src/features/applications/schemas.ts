import { z } from 'zod';

export const RESIDENCY_TITLE = 'Residencias Médicas';

/** PUT /api/admin/medical_residence_mail (spec 02 §3). */
export const residencyPayloadSchema = z.object({
  title: z.literal(RESIDENCY_TITLE),
  speciality: z.string().min(1),
  name: z.string().min(1),
  telephone: z.string().min(1),
  email: z.email(),
  doc_type: z.string().min(1),
  dni: z.string().min(1),
  birthdate: z.string(), // DD-MM-YYYY
  country: z.string(),
  address: z.string(),
  university: z.string(),
  average: z.string(),
  cellphone: z.string(),
  file_name: z.string().min(1),
  file_ext: z.string(),
  cv: z.string().min(1),
  attachment02: z.string().optional(),
  attachment03: z.string().optional(),
  attachment04: z.string().optional(),
  file_name_02: z.string().optional(),
  file_name_03: z.string().optional(),
  file_name_04: z.string().optional(),
  file_ext_02: z.string().optional(),
  file_ext_03: z.string().optional(),
  file_ext_04: z.string().optional(),
});

export type ResidencyPayload = z.infer<typeof residencyPayloadSchema>;

/** The residency endpoint answers 422/401 with { data: { message } } (spec 02 §8). */
export const residencyErrorSchema = z.object({ data: z.object({ message: z.string() }) });

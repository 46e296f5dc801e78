import { z } from 'zod';

/** The residency payload's fixed title. */
const RESIDENCY_TITLE = 'Residencias Médicas';

/**
 * The residency application, PUT /api/admin/medical_residence_mail (docs/api.md#residency-application). What
 * the mock validates the PUT body with, written from docs/api.md: required as the form's rules say (specialty, name, phone, e-mail (valid), document type and number, CV; birth date, country,
 * address, cellphone, university and average optional, so they may be empty). Numbers are turned into
 * text by the handler before parsing.
 */
export const residencyPayloadSchema = z.object({
  title: z.literal(RESIDENCY_TITLE),
  /** Label of the chosen specialty (Cardiología or Clínica Médica). */
  speciality: z.string().min(1),
  name: z.string().min(1),
  telephone: z.string().min(1),
  email: z.email(),
  /** Value (key) of the chosen document type. */
  doc_type: z.string().min(1),
  dni: z.string().min(1),
  /** Text DD-MM-YYYY; the format is not checked. */
  birthdate: z.string(),
  country: z.string(),
  address: z.string(),
  university: z.string(),
  average: z.string(),
  cellphone: z.string(),
  file_name: z.string().min(1),
  file_ext: z.string(),
  /** Base64 of the first file (checked by the handler). */
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

/** The residency endpoint answers 422/401 with `{ data: { message } }`. */
export type ResidencyErrorBody = { data: { message: string } };

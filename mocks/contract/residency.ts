import { z } from 'zod';

/** Spec 02 §3: the residency payload's fixed title. */
const RESIDENCY_TITLE = 'Residencias Médicas';

/**
 * Spec 02 §3 "Residency application payload"; §7 "PUT /api/admin/medical_residence_mail". What the
 * mock validates the PUT body with, written from the spec: the fields of §3, required as §5's table
 * says (specialty, name, phone, e-mail (valid), document type and number, CV; birth date, country,
 * address, cellphone, university and average optional, so they may be empty). Numbers are turned into
 * text by the handler before parsing.
 */
export const residencyPayloadSchema = z.object({
  title: z.literal(RESIDENCY_TITLE),
  /** Label of the chosen specialty (spec 02 §3: Cardiología or Clínica Médica). */
  speciality: z.string().min(1),
  name: z.string().min(1),
  telephone: z.string().min(1),
  email: z.email(),
  /** Value (key) of the chosen document type. */
  doc_type: z.string().min(1),
  dni: z.string().min(1),
  /** Text DD-MM-YYYY (spec 02 §3); the format is not checked. */
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

/** Spec 02 §8 and DESIGN.md §3: the residency endpoint answers 422/401 with `{ data: { message } }`. */
export type ResidencyErrorBody = { data: { message: string } };

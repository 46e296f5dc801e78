import { z } from 'zod/mini';
import { FIELD_LIMITS } from '@/api/field-limits';
import { maxChars } from '@/components/forms/limits';

// ---------------------------------------------------------------------------
// Form values. Texts word for word: note 'Requerido.' vs 'Requerido'.

/** A file slot: a chosen file or nothing. Blob check, so it works in Node as well as browsers. */
const fileSlot = z.nullable(z.custom<File>((value) => typeof Blob !== 'undefined' && value instanceof Blob));

/** Four sequential slots; the first one required with the given text. */
const fileSlots = (firstRequired: string) =>
  z.array(fileSlot).check(
    z.superRefine((files, ctx) => {
      if (!files[0]) ctx.addIssue({ code: 'custom', message: firstRequired, path: [0] });
    }),
  );

const requiredEmail = (requiredText: string) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, requiredText), z.maxLength(...maxChars(FIELD_LIMITS.email))),
    z.email('Debe ser un email valido.'),
  );

/** Text up to a limit (the API's: FIELD_LIMITS), required with the given text when there is one. */
const text = (limit: number, requiredText?: string) =>
  z.string().check(z.trim(), ...(requiredText ? [z.minLength(1, requiredText)] : []), z.maxLength(...maxChars(limit)));
const { text: line, phone, document, longText } = FIELD_LIMITS;

/** Specialty options: the payload carries the label. */
export const RESIDENCY_SPECIALTIES = [
  { value: '6', label: 'Cardiología' },
  { value: '22', label: 'Clínica Médica' },
] as const;

export const residencyFormSchema = z.object({
  medical_specialty: z.string().check(z.minLength(1, 'Requerido.')),
  fullName: text(line, 'Requerido'),
  phone: text(phone, 'Requerido'),
  email: requiredEmail('Requerido.'),
  document_type: z.string().check(z.minLength(1, 'Requerido')),
  document_id: text(document, 'Requerido'),
  /** 'YYYY-MM-DD' from the date picker; optional. */
  birthdate: z.nullable(z.string()),
  country: text(line),
  address: text(line),
  university: text(line),
  average: text(line),
  cellphone: text(phone),
  files: fileSlots('Requerido'),
});
export type ResidencyFormValues = z.infer<typeof residencyFormSchema>;

/** Positions of the job form, sent as `message`. */
export const JOB_POSITIONS = [
  'Administrativa',
  'Enfermería',
  'Maestranza',
  'Cocina',
  'Contaduría',
  'Proveedores',
  'Prestador médico',
  'Otros',
] as const;

/** Our own: the job form's fixed title. */
export const JOB_TITLE = 'Trabaja con nosotros';

export const jobFormSchema = z.object({
  name: text(line, 'Requerido.'),
  email: requiredEmail('Requerido.'),
  phone: text(phone),
  message: z.string().check(z.minLength(1, 'Requerido.')),
  files: z.array(fileSlot),
});
export type JobFormValues = z.infer<typeof jobFormSchema>;

/** Our own: the authorisation form's fixed title. */
export const AUTHORISATION_TITLE = 'Autorizaciones';

export const authorisationFormSchema = z.object({
  email: requiredEmail('Completar datos.'),
  files: fileSlots('Adjuntar orden médica.'),
  place01: text(line, 'Debe especificar el lugar de realización del estudio.'),
  place02: text(line),
  place03: text(line),
  place04: text(line),
  comments: text(longText),
});
export type AuthorisationFormValues = z.infer<typeof authorisationFormSchema>;

import { z } from 'zod';

// ---------------------------------------------------------------------------
// Form values (spec 02 §5). Texts word for word: note 'Requerido.' vs 'Requerido'.

/** A file slot: a chosen file or nothing. Blob check, so it works in Node as well as browsers. */
const fileSlot = z.custom<File>((value) => typeof Blob !== 'undefined' && value instanceof Blob).nullable();

/** Four sequential slots; the first one required with the given text. */
const fileSlots = (firstRequired: string) =>
  z.array(fileSlot).superRefine((files, ctx) => {
    if (!files[0]) ctx.addIssue({ code: 'custom', message: firstRequired, path: [0] });
  });

const requiredEmail = (requiredText: string) =>
  z.string().trim().min(1, requiredText).pipe(z.email('Debe ser un email valido.'));

/** Specialty options (spec 02 §3): the payload carries the label. */
export const RESIDENCY_SPECIALTIES = [
  { value: '6', label: 'Cardiología' },
  { value: '22', label: 'Clínica Médica' },
] as const;

export const residencyFormSchema = z.object({
  medical_specialty: z.string().min(1, 'Requerido.'),
  fullName: z.string().trim().min(1, 'Requerido'),
  phone: z.string().trim().min(1, 'Requerido'),
  email: requiredEmail('Requerido.'),
  document_type: z.string().min(1, 'Requerido'),
  document_id: z.string().trim().min(1, 'Requerido'),
  /** 'YYYY-MM-DD' from the date picker; optional. */
  birthdate: z.string().nullable(),
  country: z.string(),
  address: z.string(),
  university: z.string(),
  average: z.string(),
  cellphone: z.string(),
  files: fileSlots('Requerido'),
});
export type ResidencyFormValues = z.infer<typeof residencyFormSchema>;

/** Positions of the job form (spec 02 §2), sent as `message`. */
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

/** Not in the spec: the job form's fixed title. */
export const JOB_TITLE = 'Trabaja con nosotros';

export const jobFormSchema = z.object({
  name: z.string().trim().min(1, 'Requerido.'),
  email: requiredEmail('Requerido.'),
  phone: z.string(),
  message: z.string().min(1, 'Requerido.'),
  files: z.array(fileSlot),
});
export type JobFormValues = z.infer<typeof jobFormSchema>;

/** Not in the spec: the authorisation form's fixed title. */
export const AUTHORISATION_TITLE = 'Autorizaciones';

export const authorisationFormSchema = z.object({
  email: requiredEmail('Completar datos.'),
  files: fileSlots('Adjuntar orden médica.'),
  place01: z.string().trim().min(1, 'Debe especificar el lugar de realización del estudio.'),
  place02: z.string(),
  place03: z.string(),
  place04: z.string(),
  comments: z.string(),
});
export type AuthorisationFormValues = z.infer<typeof authorisationFormSchema>;

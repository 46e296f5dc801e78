import { z } from 'zod';
import { pagedSchema } from '@/lib/paged';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const appointmentSchema = z.object({
  id: z.coerce.number().int(),
  especialidad: text,
  fecha: z.string(), // "YYYY-MM-DD HH:mm:ss"
  medico: text,
});
export const appointmentsResponseSchema = pagedSchema(appointmentSchema);

export const imagingStudySchema = z.object({
  FechReali: z.string(),
  Servicio: text,
  Estado: text,
  Link_PDF: text,
  Link_Imagenes: text,
});
export const imagingResponseSchema = z.array(imagingStudySchema);

export const invoiceSchema = z.object({
  factura: z.union([z.string(), z.number()]).transform(String),
  fecha: z.string(), // "YYYY-MM-DD"
  importe: z.coerce.number(),
  estado: text,
  file: text,
  download: z.enum(['si', 'no']).catch('no'),
});
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema) });

export const preInvoiceSchema = z.object({
  pre_factura: z.coerce.number(),
  fecha_emision: z.string(), // "YYYY-MM-DD"
});
export const preInvoicesResponseSchema = z.object({ prefactura: z.array(preInvoiceSchema) });

export const laboratoryResponseSchema = z.object({ memberLaboratory: z.object({ link: z.string() }) });

export type Appointment = z.infer<typeof appointmentSchema>;
export type ImagingStudy = z.infer<typeof imagingStudySchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type PreInvoice = z.infer<typeof preInvoiceSchema>;

/** ?page= of /panel/turnos: a bad value falls back to 1. */
export const appointmentsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

export const CREDENTIAL_REASONS = ['Pérdida', 'Robo', 'Daños'] as const;
export const DELIVERY_OPTIONS = ['Retirar por oficina', 'Recibir en mi domicilio'] as const;

/** Credential request (spec 02 §5). */
export const credentialFormSchema = z.object({
  name: z.string().trim().min(1, 'Requerido.'),
  motivo: z.string().refine((v) => (CREDENTIAL_REASONS as readonly string[]).includes(v), 'Requerido.'),
  radioGroup: z
    .string()
    .refine((v) => (DELIVERY_OPTIONS as readonly string[]).includes(v), 'Debe seleccionar alguna opción.'),
  address: z.string(),
});

/** Information request and suggestions: message 'Requerido.'. */
export const messageFormSchema = z.object({
  message: z.string().trim().min(1, 'Requerido.'),
});

/** Personal data update: no validation (spec 02 §5). birthDate is 'YYYY-MM-DD' or null. */
export const dataUpdateFormSchema = z.object({
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  comment: z.string(),
});

export type CredentialFormValues = z.infer<typeof credentialFormSchema>;
export type MessageFormValues = z.infer<typeof messageFormSchema>;
export type DataUpdateFormValues = z.infer<typeof dataUpdateFormSchema>;

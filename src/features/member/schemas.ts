import { z } from 'zod/mini';
import { pagedSchema } from '@/lib/paged';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

export const appointmentSchema = z.object({
  id: z.coerce.number().check(z.int()),
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
  factura: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  fecha: z.string(), // "YYYY-MM-DD"
  importe: z.coerce.number(),
  estado: text,
  file: text,
  download: z.catch(z.enum(['si', 'no']), 'no'),
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
  page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
});

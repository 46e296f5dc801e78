/**
 * The answers exactly as docs/api.md documents them, built from the app's row schemas. The mock must answer these
 * shapes (tests/integration/mock-api-*.test.ts); the app reads more (src/api/paged.ts listSchema).
 */
import { z } from 'zod/mini';
import { pagedSchema } from '@/api/paged';
import { medicalEntitySchema } from '@/api/medical-entities';
import { medicalServiceSchema } from '@/api/medical-services';
import { medicalSpecialtySchema } from '@/api/medical-specialties';
import { areaSchema, localitySchema, provinceSchema } from '@/api/geography';
import { pharmacySchema } from '@/api/pharmacies';
import { contactFormTypeSchema } from '@/api/contact-form';
import { appointmentSchema } from '@/api/member/appointments';
import { imagingStudySchema } from '@/api/member/imaging';
import { invoiceSchema } from '@/api/member/invoices';
import { preInvoiceSchema } from '@/api/member/pre-invoices';

export const documented = {
  provinces: pagedSchema(provinceSchema),
  areas: pagedSchema(areaSchema),
  localities: pagedSchema(localitySchema),
  medicalEntities: pagedSchema(medicalEntitySchema),
  medicalServices: pagedSchema(medicalServiceSchema),
  medicalSpecialties: pagedSchema(medicalSpecialtySchema),
  pharmacies: pagedSchema(pharmacySchema),
  contactFormTypes: pagedSchema(contactFormTypeSchema),
  appointments: pagedSchema(appointmentSchema),
  /** A plain array. */
  imaging: z.array(imagingStudySchema),
  /** `{ data }`, not paged. */
  invoices: z.object({ data: z.array(invoiceSchema) }),
  prefactura: z.object({ prefactura: z.array(preInvoiceSchema) }),
  /** A plain object mapping value to label. */
  documentTypes: z.record(z.string(), z.string()),
};

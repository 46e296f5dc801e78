/**
 * The member area's calls (spec 02 §3 entities, §7 calls; DESIGN.md §3 shapes). Wire shapes: what
 * the API sends, with null where a Laravel resource may send null and numbers where it may send numbers.
 */
import type { Paged } from './paged';

/**
 * Dates where the spec does not pin the format down (issue 12, DESIGN.md §6 "ISO dates"): `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm[:ss[.fraction]]`, ISO 8601 with `T`, fraction (Laravel: 6 digits) and `Z` or an offset, and
 * `DD/MM/YYYY`. Text either way; the name documents which fields carry one.
 */
type ApiDate = string;

/** Spec 01 §7 "GET /api/web/member/tipdoc | Map of document types"; DESIGN.md §3: value → label, e.g. `{ "1": "DNI" }`. */
export type DocumentTypes = Record<string, string>;

/**
 * Spec 02 §3 "Document type option: value and label" and issue 12: a reference list may come as rows too, bare or
 * in `{ data }`. A row names its value `id` (Laravel's model key) and its label `name`.
 */
type DocumentTypeRow = { id: number | string; name: string };
export type DocumentTypesAnswer =
  DocumentTypes | { data: DocumentTypes } | DocumentTypeRow[] | { data: DocumentTypeRow[] };

/**
 * Spec 02 §3 "Member" (login response 'member'): full_name, personal_id_type (a tipdoc key),
 * personal_id, born_date (YYYY-MM-DD), address, email, phone, cellphone, membership_number, plan.
 */
export type Member = {
  full_name: string;
  personal_id_type: string | number;
  personal_id: string | number;
  born_date: ApiDate | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  cellphone: string | null;
  membership_number: string | number | null;
  plan: string | null;
};

/** Spec 02 §7 login row "response access_token and member"; DESIGN.md §3 `{ access_token, member }`. */
export type LoginResponse = {
  access_token: string;
  /** Not in the spec nor DESIGN.md §3 (Laravel's usual extra); the app does not read it. */
  token_type?: string;
  member: Member;
};

/** Spec 02 §3 "Appointment: id, especialidad, fecha, medico"; DESIGN.md §3 fecha "YYYY-MM-DD HH:mm:ss". */
export type Appointment = { id: number; especialidad: string | null; fecha: ApiDate; medico: string | null };

/** Spec 02 §7 "GET /api/web/member/appointments?page={n} | data[], links, meta"; DESIGN.md §3 paged envelope. */
export type AppointmentsResponse = Paged<Appointment>;

/** Spec 02 §3 "Imaging study: FechReali, Servicio, Estado, Link_PDF, Link_Imagenes" (links may be empty or null). */
export type ImagingStudy = {
  FechReali: ApiDate;
  Servicio: string | null;
  Estado: string | null;
  Link_PDF: string | null;
  Link_Imagenes: string | null;
};

/** Spec 02 §7 "GET /api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}"; DESIGN.md §3: a plain array. */
export type ImagingResponse = ImagingStudy[];

/**
 * Spec 02 §3 "Invoice: factura (key), fecha, importe, estado, file, download"; DESIGN.md §3 fecha
 * "YYYY-MM-DD", download "si" | "no". DESIGN.md §3 says `importe: number`; the dataset also sends
 * decimal text ('91200.50', DESIGN.md §6) and a numeric `factura`, so both are allowed here.
 */
export type Invoice = {
  factura: string | number;
  fecha: ApiDate;
  importe: number | string;
  estado: string;
  file: string | null;
  download: 'si' | 'no';
};

/** Spec 02 §7 "GET /api/web/member/invoices | response data[]"; DESIGN.md §3 `{ data: [...] }` (not paged). */
export type InvoicesResponse = { data: Invoice[] };

/**
 * Spec 02 §3 "Pre-invoice: pre_factura (amount), fecha_emision"; DESIGN.md §3 `{ pre_factura: number, fecha_emision:
 * "YYYY-MM-DD" }`. As for invoices, the amount may be decimal text (DESIGN.md §6) and the date any of `ApiDate`'s shapes.
 */
export type PreInvoice = { pre_factura: number | string; fecha_emision: ApiDate };

/** Spec 02 §7 prefactura row "response prefactura[]"; DESIGN.md §3 `{ prefactura: [...] }`. */
export type PrefacturaResponse = { prefactura: PreInvoice[] };

/** Spec 02 §3 "Laboratory: memberLaboratory.link"; §7 "GET /api/web/member/laboratory"; DESIGN.md §3. */
export type LaboratoryResponse = { memberLaboratory: { link: string } };

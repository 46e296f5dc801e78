/**
 * The member area's calls (docs/api.md#member-area). Wire shapes: what
 * the API sends, with null where a Laravel resource may send null and numbers where it may send numbers.
 */
import type { Paged } from './paged';

/**
 * Dates where the API does not pin the format down (docs/api.md#dates-and-numbers): `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm[:ss[.fraction]]`, ISO 8601 with `T`, fraction (Laravel: 6 digits) and `Z` or an offset, and
 * `DD/MM/YYYY`. Text either way; the name documents which fields carry one.
 */
type ApiDate = string;

/** GET /api/web/member/tipdoc: a map of document types, value → label, e.g. `{ "1": "DNI" }`. */
export type DocumentTypes = Record<string, string>;

/**
 * A document type option is a value and a label; a reference list may come as rows too, bare or
 * in `{ data }`. A row names its value `id` (Laravel's model key) and its label `name`.
 */
type DocumentTypeRow = { id: number | string; name: string };
export type DocumentTypesAnswer =
  DocumentTypes | { data: DocumentTypes } | DocumentTypeRow[] | { data: DocumentTypeRow[] };

/**
 * The member (the login response's `member`): full_name, personal_id_type (a tipdoc key),
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

/** The login answer: `{ access_token, member }`. */
export type LoginResponse = {
  access_token: string;
  /** Not documented (Laravel's usual extra); the app does not read it. */
  token_type?: string;
  member: Member;
};

/** An appointment: id, especialidad, fecha ("YYYY-MM-DD HH:mm:ss"), medico. */
export type Appointment = { id: number; especialidad: string | null; fecha: ApiDate; medico: string | null };

/** GET /api/web/member/appointments?page={n}: the paged envelope (data[], links, meta). */
export type AppointmentsResponse = Paged<Appointment>;

/** An imaging study: FechReali, Servicio, Estado, Link_PDF, Link_Imagenes (links may be empty or null). */
export type ImagingStudy = {
  FechReali: ApiDate;
  Servicio: string | null;
  Estado: string | null;
  Link_PDF: string | null;
  Link_Imagenes: string | null;
};

/** GET /api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}: a plain array. */
export type ImagingResponse = ImagingStudy[];

/**
 * An invoice: factura (key), fecha "YYYY-MM-DD", importe, estado, file, download "si" | "no". `importe` is
 * documented as a number; the dataset also sends decimal text ('91200.50') and a numeric `factura`, so both are allowed here.
 */
export type Invoice = {
  factura: string | number;
  fecha: ApiDate;
  importe: number | string;
  estado: string;
  file: string | null;
  download: 'si' | 'no';
};

/** GET /api/web/member/invoices: `{ data: [...] }` (not paged). */
export type InvoicesResponse = { data: Invoice[] };

/**
 * A pre-invoice: `{ pre_factura: number (the amount), fecha_emision: "YYYY-MM-DD" }`. As for invoices, the amount
 * may be decimal text and the date any of `ApiDate`'s shapes.
 */
export type PreInvoice = { pre_factura: number | string; fecha_emision: ApiDate };

/** POST /api/web/prefactura: `{ prefactura: [...] }`. */
export type PrefacturaResponse = { prefactura: PreInvoice[] };

/** GET /api/web/member/laboratory: `{ memberLaboratory: { link } }`. */
export type LaboratoryResponse = { memberLaboratory: { link: string } };

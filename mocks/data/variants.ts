/**
 * Answers in the shapes a Laravel API plausibly sends where docs/api.md leaves the shape open
 * (ISO dates, decimal strings, bare {data} lists, missing coordinates). The handlers answer the documented shapes;
 * these variants are for tests: tests/unit/api-contract.test.ts parses each one with the app's
 * schemas, and the integration tests serve them with `server.use(...)` to the pages.
 * Typed with mocks/contract/ only: nothing here comes from the app.
 */
import type { ContactFormType } from '../contract/contact';
import type { MedicalEntity, MedicalService, MedicalSpecialty } from '../contract/directory';
import type { Area, Locality, Province } from '../contract/geography';
import type {
  AppointmentsResponse,
  DocumentTypesAnswer,
  ImagingStudy,
  Invoice,
  LoginResponse,
  PreInvoice,
  PrefacturaResponse,
} from '../contract/member';
import type { LaravelPageMeta, ListAnswer, PageLinks } from '../contract/paged';
import type { Pharmacy } from '../contract/pharmacies';
import { contactFormTypes, documentTypes } from './contact';
import { areas, localities, provinces } from './geography';
import { medicalServices, medicalSpecialties } from './medical';
import { DEMO_MEMBER } from './members';

/** One of each date shape (mocks/contract/member.ts ApiDate). */
export const DATE_SHAPES = {
  date: '2026-10-01',
  dateTime: '2026-03-09 14:05:00',
  dateTimeMinutes: '2026-03-09 14:05',
  dateTimeFraction: '2025-03-11 00:00:00.000',
  isoLocal: '2026-03-09T14:05:00',
  /** Laravel's default serialisation of a date cast: midnight UTC, six-digit fraction. */
  laravelMidnightUtc: '2026-10-01T00:00:00.000000Z',
  laravelInstant: '2026-03-09T17:05:00.000000Z',
  isoOffset: '2026-03-09T14:05:00-03:00',
  dayMonthYear: '05/08/2025',
} as const;

const FILES = 'https://facturas.saludplena.example/comprobantes';

/** Invoices as a Laravel resource collection: `{ data }`, amounts as decimal text, dates as Laravel serialises them. */
export const laravelInvoices: { data: Invoice[] } = {
  data: [
    {
      factura: 'A-0001-00000101',
      fecha: DATE_SHAPES.laravelMidnightUtc,
      importe: '85000.50',
      estado: 'Impago',
      file: `${FILES}/A-0001-00000101.pdf`,
      download: 'no',
    },
    {
      factura: 'A-0001-00000102',
      fecha: DATE_SHAPES.dateTimeFraction,
      importe: '91200.00',
      estado: 'Saldado',
      file: `${FILES}/A-0001-00000102.pdf`,
      download: 'si',
    },
    {
      factura: 103,
      fecha: DATE_SHAPES.isoOffset,
      importe: 77000,
      estado: 'Parcial',
      file: `${FILES}/103.pdf`,
      download: 'si',
    },
    {
      factura: 104,
      fecha: DATE_SHAPES.dayMonthYear,
      importe: '1234.5',
      estado: 'Saldado',
      file: `${FILES}/104.pdf`,
      download: 'si',
    },
  ],
};

const NO_LINKS: PageLinks = { first: null, last: null, prev: null, next: null };

function laravelMeta(total: number, perPage: number, shown: number): LaravelPageMeta {
  return {
    current_page: 1,
    from: shown > 0 ? 1 : null,
    to: shown > 0 ? shown : null,
    total,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    path: 'https://api.saludplena.example/api/web/member/invoices',
  };
}

/** The same invoices in the paged envelope, with Laravel's extra meta fields. */
export const pagedInvoices: ListAnswer<Invoice> = {
  data: laravelInvoices.data,
  links: NO_LINKS,
  meta: laravelMeta(laravelInvoices.data.length, 15, laravelInvoices.data.length),
};

/** The same invoices as a bare array. */
export const bareInvoices: ListAnswer<Invoice> = laravelInvoices.data;

/** Invoice links that start with '/' but lead elsewhere, next to a real same-origin one. */
export const invoicesWithTrickyLinks: { data: Invoice[] } = {
  data: [
    {
      factura: 201,
      fecha: '2026-01-05',
      importe: 1000,
      estado: 'Saldado',
      file: '/\\evil.example/x.pdf',
      download: 'si',
    },
    {
      factura: 202,
      fecha: '2025-12-05',
      importe: 1000,
      estado: 'Saldado',
      file: '//evil.example/x.pdf',
      download: 'si',
    },
    {
      factura: 203,
      fecha: '2025-11-05',
      importe: 1000,
      estado: 'Saldado',
      file: '/api/web/member/invoice/203.pdf',
      download: 'si',
    },
  ],
};

/** Pre-invoices with a decimal-text amount and a Laravel date. */
export const laravelPreInvoices: PrefacturaResponse = {
  prefactura: [
    { pre_factura: '104300.75', fecha_emision: DATE_SHAPES.laravelMidnightUtc },
    { pre_factura: 12500, fecha_emision: DATE_SHAPES.dayMonthYear },
  ],
};

/** The same pre-invoices as a bare array. */
export const barePreInvoices: PreInvoice[] = laravelPreInvoices.prefactura;

/** Appointments with ISO instants and Laravel's full meta (per_page, last_page). */
export const laravelAppointments: AppointmentsResponse & { meta: LaravelPageMeta } = {
  data: [
    { id: 1, especialidad: 'Cardiología', fecha: DATE_SHAPES.laravelInstant, medico: 'Dra. Ana Pérez' },
    { id: 2, especialidad: 'Clínica Médica', fecha: DATE_SHAPES.isoOffset, medico: 'Dr. Juan Gómez' },
    { id: 3, especialidad: 'Dermatología', fecha: DATE_SHAPES.dateTimeMinutes, medico: 'Dra. Laura Díaz' },
  ],
  links: NO_LINKS,
  meta: { ...laravelMeta(3, 5, 3), path: 'https://api.saludplena.example/api/web/member/appointments' },
};

/** Imaging studies in `{ data }` instead of a plain array, dates in several shapes. */
export const laravelStudies: { data: ImagingStudy[] } = {
  data: [
    {
      FechReali: DATE_SHAPES.laravelMidnightUtc,
      Servicio: 'Resonancia magnética de rodilla',
      Estado: 'Finalizado',
      Link_PDF: 'https://estudios.saludplena.example/informes/RM-261001.pdf',
      Link_Imagenes: null,
    },
    {
      FechReali: DATE_SHAPES.dayMonthYear,
      Servicio: 'Radiografía de tórax',
      Estado: 'En proceso',
      Link_PDF: '',
      Link_Imagenes: '',
    },
  ],
};

/** The login answer with the birth date as Laravel serialises a date cast. */
export const laravelLogin: LoginResponse = {
  access_token: 'variant-token',
  token_type: 'Bearer',
  member: { ...DEMO_MEMBER.member, born_date: '1983-05-14T00:00:00.000000Z' },
};

/** Reference lists as a bare `{ data }` (no links, no meta). */
export const bareDataLists = {
  provinces: { data: provinces } satisfies ListAnswer<Province>,
  areas: { data: areas.map(({ id, name, province_id }) => ({ id, name, province_id })) } satisfies ListAnswer<Area>,
  localities: {
    data: localities.map(({ id, name, area_id }) => ({ id, name, area_id })),
  } satisfies ListAnswer<Locality>,
  medicalServices: { data: medicalServices } satisfies ListAnswer<MedicalService>,
  medicalSpecialties: { data: medicalSpecialties } satisfies ListAnswer<MedicalSpecialty>,
  contactFormTypes: { data: contactFormTypes } satisfies ListAnswer<ContactFormType>,
};

/** Reference lists as a bare array. */
export const bareArrayLists = {
  provinces: provinces satisfies ListAnswer<Province>,
  medicalServices: medicalServices satisfies ListAnswer<MedicalService>,
  medicalSpecialties: medicalSpecialties satisfies ListAnswer<MedicalSpecialty>,
  contactFormTypes: contactFormTypes satisfies ListAnswer<ContactFormType>,
};

const documentTypeRows = Object.entries(documentTypes).map(([id, name]) => ({ id: Number(id), name }));

/** The document types in every shape: the documented map, the map in `{ data }`, rows in `{ data }`, bare rows. */
export const documentTypeAnswers: Record<string, DocumentTypesAnswer> = {
  map: documentTypes,
  mapInData: { data: documentTypes },
  rowsInData: { data: documentTypeRows },
  rows: documentTypeRows,
};

function provider(id: number, lat: MedicalEntity['lat'], lon: MedicalEntity['lon']): MedicalEntity {
  return {
    id,
    name: `Centro Médico Variante ${id}`,
    address: `Av. Corrientes ${1000 + id}`,
    address_extra: null,
    phone: '(011) 4555-0000',
    note: null,
    link: null,
    lat,
    lon,
  };
}

/** One page of 5: coordinates as numbers, numeric text, '' / null and text / 0,0 (the last three stay off the map). */
export const providersWithOddCoordinates: ListAnswer<MedicalEntity> = {
  data: [
    provider(1, -34.6037, -58.3816),
    provider(2, '-34.5889', ' -58.4306 '),
    provider(3, '', ''),
    provider(4, null, 'sin dato'),
    provider(5, 0, '0'),
  ],
  links: NO_LINKS,
  meta: { current_page: 1, from: 1, to: 5, total: 5 },
};

/** The ids in providersWithOddCoordinates that have a usable place. */
export const PROVIDER_IDS_WITH_PLACE = [1, 2];

function pharmacy(id: number, lat: Pharmacy['lat'], lon: Pharmacy['lon']): Pharmacy {
  return {
    id,
    name: `Farmacia Variante ${id}`,
    address: `Av. Cabildo ${2000 + id}`,
    phone: null,
    email: null,
    lat,
    lon,
  };
}

/** Pharmacies the same way, as a bare `{ data }`. */
export const pharmaciesWithOddCoordinates: ListAnswer<Pharmacy> = {
  data: [pharmacy(1, '-34.5627', '-58.4563'), pharmacy(2, '', null), pharmacy(3, 'abc', 'def'), pharmacy(4, '0', '0')],
};

export const PHARMACY_IDS_WITH_PLACE = [1];

/** A whole directory answered at once, whatever page size was asked for (e.g. 3,000 rows to a page of 5). */
export function wholeProviderList(count: number): MedicalEntity[] {
  return Array.from({ length: count }, (_, i) =>
    provider(i + 1, -34.6 + (i % 100) / 1000, -58.4 - Math.floor(i / 100) / 1000),
  );
}

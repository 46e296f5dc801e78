import type { Appointment, ImagingStudy, Invoice, Member, PreInvoice } from '../contract/member';
import { doctorName } from './people';
import { createRng } from './random';
import { SPECIALTY_NAMES } from './medical';

/** What the API sends (mocks/contract/member.ts): nulls and numbers where the real API may send them. */
type MemberPayload = Member;
type AppointmentPayload = Appointment;
type ImagingStudyPayload = ImagingStudy;
type InvoicePayload = Invoice;
type PreInvoicePayload = PreInvoice;

export type MemberRecord = {
  id: number;
  /** Key of the document-type map (GET /api/web/member/tipdoc). */
  tipdoc: string;
  numdoc: string;
  password: string;
  member: MemberPayload;
  appointments: AppointmentPayload[];
  studies: ImagingStudyPayload[];
  invoices: InvoicePayload[];
  preInvoices: PreInvoicePayload[];
  laboratoryLink: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

export function appointments(seed: number, firstId: number, count: number, start: Date): AppointmentPayload[] {
  const rng = createRng(seed);
  const common = SPECIALTY_NAMES.filter((s) =>
    [
      'Clínica Médica',
      'Cardiología',
      'Dermatología',
      'Ginecología',
      'Oftalmología',
      'Traumatología y Ortopedia',
      'Endocrinología',
      'Gastroenterología',
      'Otorrinolaringología',
      'Nutrición',
      'Odontología',
      'Urología',
    ].includes(s),
  );
  const list: AppointmentPayload[] = [];
  const date = new Date(start.getTime());
  for (let i = 0; i < count; i++) {
    date.setUTCDate(date.getUTCDate() + rng.int(9, 31));
    const hour = rng.int(8, 18);
    const minute = rng.pick([0, 15, 30, 45]);
    const fecha =
      `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
      `${pad(hour)}:${pad(minute)}:00`;
    list.push({ id: firstId + i, especialidad: rng.pick(common), fecha, medico: doctorName(rng) });
  }
  // The API lists the newest first.
  return list.sort((a, b) => (a.fecha < b.fecha ? 1 : -1));
}

export const studyLinks = (code: string) => ({
  Link_PDF: `https://estudios.saludplena.example/informes/${code}.pdf`,
  Link_Imagenes: `https://visor.saludplena.example/estudios/${code}`,
});

const invoiceFile = (factura: string | number) => `https://facturas.saludplena.example/comprobantes/${factura}.pdf`;

export const members: MemberRecord[] = [
  {
    id: 1,
    tipdoc: '1',
    numdoc: '30111222',
    password: '30111222',
    member: {
      full_name: 'María Laura González',
      personal_id_type: '1',
      personal_id: '30111222',
      born_date: '1983-05-14',
      address: 'Av. Cabildo 2040, 3° B, Belgrano, CABA',
      email: 'maria.gonzalez@correo.example',
      phone: '(011) 4785-1234',
      cellphone: '+54 9 11 5555-1234',
      membership_number: '00123456-01',
      plan: 'A-10 PLUS',
    },
    appointments: appointments(101, 5001, 23, new Date(Date.UTC(2025, 0, 6))),
    studies: [
      {
        FechReali: '2025-03-11',
        Servicio: 'Radiografía de tórax (frente y perfil)',
        Estado: 'Finalizado',
        ...studyLinks('RX-250311-0042'),
      },
      {
        FechReali: '2025-05-20',
        Servicio: 'Ecografía abdominal completa',
        Estado: 'Finalizado',
        ...studyLinks('ECO-250520-0117'),
      },
      {
        FechReali: '2025-08-02',
        Servicio: 'Mamografía bilateral',
        Estado: 'Finalizado',
        ...studyLinks('MAM-250802-0008'),
      },
      {
        FechReali: '2025-10-15',
        Servicio: 'Resonancia magnética de rodilla derecha',
        Estado: 'Finalizado',
        ...studyLinks('RM-251015-0230'),
      },
      {
        FechReali: '2026-01-09',
        Servicio: 'Densitometría ósea',
        Estado: 'En proceso',
        Link_PDF: '',
        Link_Imagenes: '',
      },
      {
        FechReali: '2026-01-21',
        Servicio: 'Tomografía computada de abdomen y pelvis',
        Estado: 'En proceso',
        Link_PDF: null,
        Link_Imagenes: '',
      },
    ],
    invoices: [
      {
        factura: 'B-0003-00045871',
        fecha: '2026-01-05',
        importe: 98450,
        estado: 'Impago',
        file: invoiceFile('B-0003-00045871'),
        download: 'no',
      },
      {
        factura: 'B-0003-00044102',
        fecha: '2025-12-05',
        importe: 98450,
        estado: 'Parcial',
        file: invoiceFile('B-0003-00044102'),
        download: 'si',
      },
      {
        factura: 'B-0003-00042377',
        fecha: '2025-11-05',
        importe: 91200.5,
        estado: 'Parcial',
        file: invoiceFile('B-0003-00042377'),
        download: 'no',
      },
      {
        factura: 'B-0003-00040650',
        fecha: '2025-10-05',
        importe: 91200.5,
        estado: 'Saldado',
        file: invoiceFile('B-0003-00040650'),
        download: 'si',
      },
      {
        factura: 'B-0003-00038911',
        fecha: '2025-09-05',
        importe: '91200.50',
        estado: 'Saldado',
        file: invoiceFile('B-0003-00038911'),
        download: 'no',
      },
      {
        factura: 'B-0003-00037204',
        fecha: '2025-08-05',
        importe: 85300,
        estado: 'Saldado',
        file: invoiceFile('B-0003-00037204'),
        download: 'si',
      },
      {
        factura: 'B-0003-00035480',
        fecha: '2025-07-05',
        importe: 85300,
        estado: 'Impago',
        file: invoiceFile('B-0003-00035480'),
        download: 'si',
      },
      {
        factura: 'B-0003-00033761',
        fecha: '2025-06-05',
        importe: 85300,
        estado: 'Saldado',
        file: invoiceFile('B-0003-00033761'),
        download: 'si',
      },
    ],
    preInvoices: [
      { pre_factura: 104300.75, fecha_emision: '2026-02-01' },
      { pre_factura: 12500, fecha_emision: '2026-02-01' },
    ],
    laboratoryLink: 'https://resultados.saludplena.example/laboratorio/acceso/6f1c2a9e',
  },
  {
    id: 2,
    tipdoc: '2',
    numdoc: '4567890',
    password: '4567890',
    member: {
      full_name: 'Carlos Alberto Fernández',
      personal_id_type: 2,
      personal_id: 4567890,
      born_date: '1948-11-02',
      address: 'Calle 7 N° 1234, La Plata, Buenos Aires',
      email: '',
      phone: null,
      cellphone: '+54 9 221 555-4321',
      membership_number: 98765,
      plan: 'C-60 PLUS',
    },
    appointments: appointments(202, 6001, 14, new Date(Date.UTC(2025, 2, 3))),
    studies: [
      {
        FechReali: '2025-04-08',
        Servicio: 'Ecocardiograma Doppler color',
        Estado: 'Finalizado',
        ...studyLinks('ECD-250408-0311'),
      },
      {
        FechReali: '2025-09-23',
        Servicio: 'Ecografía de próstata transrectal',
        Estado: 'Finalizado',
        ...studyLinks('ECO-250923-0502'),
      },
      {
        FechReali: '2026-01-14',
        Servicio: 'Tomografía computada de tórax',
        Estado: 'En proceso',
        Link_PDF: '',
        Link_Imagenes: '',
      },
    ],
    invoices: [
      {
        factura: 31000452,
        fecha: '2026-01-05',
        importe: 152300,
        estado: 'Impago',
        file: invoiceFile(31000452),
        download: 'si',
      },
      {
        factura: 31000398,
        fecha: '2025-12-05',
        importe: 152300,
        estado: 'Parcial',
        file: invoiceFile(31000398),
        download: 'no',
      },
      {
        factura: 31000311,
        fecha: '2025-11-05',
        importe: 147800,
        estado: 'Saldado',
        file: invoiceFile(31000311),
        download: 'si',
      },
      {
        factura: 31000270,
        fecha: '2025-10-05',
        importe: 147800,
        estado: 'Saldado',
        file: invoiceFile(31000270),
        download: 'si',
      },
    ],
    preInvoices: [{ pre_factura: 158900, fecha_emision: '2026-02-01' }],
    laboratoryLink: 'https://resultados.saludplena.example/laboratorio/acceso/a93d07b4',
  },
  {
    id: 3,
    tipdoc: '1',
    numdoc: '40123456',
    password: '40123456',
    member: {
      full_name: 'Lucía Benítez',
      personal_id_type: '1',
      personal_id: '40123456',
      born_date: '1997-08-21',
      address: 'Av. Rivadavia 6120, 2° A, Caballito, CABA',
      email: 'lucia.benitez@correo.example',
      phone: '',
      cellphone: '+54 9 11 5555-9876',
      membership_number: '00456789-01',
      plan: 'A-10 PLUS',
    },
    appointments: [],
    studies: [],
    invoices: [],
    preInvoices: [],
    laboratoryLink: '',
  },
  {
    id: 4,
    tipdoc: '1',
    numdoc: '28999111',
    password: '28999111',
    member: {
      full_name: 'Martín Pereyra',
      personal_id_type: '1',
      personal_id: '28999111',
      born_date: '1981-02-20',
      address: 'Av. Cabildo 2040, 3° B, Belgrano, CABA',
      email: 'martin.pereyra@correo.example',
      phone: '(011) 4785-1234',
      cellphone: '+54 9 11 5555-4321',
      membership_number: '00123456-02',
      plan: 'A-10 PLUS',
    },
    appointments: appointments(404, 7001, 6, new Date(Date.UTC(2025, 1, 10))),
    studies: [
      {
        FechReali: '2025-09-02',
        Servicio: 'Ergometría',
        Estado: 'Finalizado',
        ...studyLinks('ERG-250902-0077'),
      },
    ],
    invoices: [],
    preInvoices: [],
    laboratoryLink: 'https://resultados.saludplena.example/laboratorio/acceso/c51e8d20',
  },
];

export const DEMO_MEMBER = members[0] as MemberRecord;
export const DEMO_MEMBER_SPARSE = members[1] as MemberRecord;
export const DEMO_MEMBER_EMPTY = members[2] as MemberRecord;
export const DEMO_SPOUSE = members[3] as MemberRecord;

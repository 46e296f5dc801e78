import { site } from '@/config/site';
import type { WeeklyHours } from '@/lib/opening-hours';
import type { Inline, RichText } from '../types';

export type CentreId = keyof typeof site.centres;

export type Centre = {
  readonly id: CentreId;
  readonly name: string;
  /** One-line description for cards. */
  readonly summary: string;
  readonly address: string;
  readonly phone: { readonly display: string; readonly tel: string };
  /** Opening hours, one line each, word for word. */
  readonly hours: readonly string[];
  /** The same hours as data, for 'Abierto ahora' / 'Cerrado ahora' (Buenos Aires time). */
  readonly schedule: WeeklyHours;
  readonly practices: readonly string[];
  readonly lat: number;
  readonly lon: number;
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  /** The outpatient centre offers the online-appointments button. */
  readonly onlineAppointments?: boolean;
  /** The imaging centre has its own WhatsApp line. */
  readonly whatsapp?: { readonly display: string; readonly number: string; readonly message: string };
};

/** Monday to Friday. */
const WEEKDAYS = [1, 2, 3, 4, 5];

const image = (id: CentreId) => ({ src: `/images/centres/${id}.svg`, width: 640, height: 360 });

export const centres: readonly Centre[] = [
  {
    id: 'clinic',
    name: `Clínica ${site.brand}`,
    summary: 'Guardia, internación y cirugía las 24 horas, todos los días del año.',
    ...site.centres.clinic,
    hours: ['Las 24 horas'],
    schedule: 'always',
    practices: [
      'Guardia médica de adultos y pediátrica',
      'Internación clínica y quirúrgica',
      'Terapia intensiva',
      'Unidad coronaria',
      'Cirugía general y laparoscópica',
      'Cardiología y hemodinamia',
    ],
    image: image('clinic'),
  },
  {
    id: 'outpatient',
    name: `Centro Médico ${site.brand}`,
    summary: 'Consultorios externos de las principales especialidades.',
    ...site.centres.outpatient,
    hours: ['Lunes a viernes de 8 a 18 hs'],
    schedule: [{ days: WEEKDAYS, opens: '08:00', closes: '18:00' }],
    practices: [
      'Clínica médica',
      'Pediatría',
      'Cardiología',
      'Dermatología',
      'Traumatología',
      'Otorrinolaringología',
      'Oftalmología',
      'Gastroenterología',
      'Nutrición',
      'Cosmetología y podología',
    ],
    image: image('outpatient'),
    onlineAppointments: true,
  },
  {
    id: 'women',
    name: 'Centro de Salud de la Mujer',
    summary: 'Atención integral de la salud de la mujer en todas las etapas de la vida.',
    ...site.centres.women,
    hours: ['Lunes a viernes de 9:30 a 15 hs'],
    schedule: [{ days: WEEKDAYS, opens: '09:30', closes: '15:00' }],
    practices: [
      'Ginecología',
      'Obstetricia y control del embarazo',
      'Mastología',
      'Papanicolaou y colposcopía',
      'Ecografía ginecológica y obstétrica',
      'Planificación familiar',
    ],
    image: image('women'),
  },
  {
    id: 'imaging',
    name: 'Centro de Diagnóstico por Imágenes y Laboratorio',
    summary: 'Estudios por imágenes y análisis clínicos con resultados en línea.',
    ...site.centres.imaging,
    hours: ['Lunes a viernes de 7:30 a 20 hs', 'Sábados de 8 a 18:30 hs'],
    schedule: [
      { days: WEEKDAYS, opens: '07:30', closes: '20:00' },
      { days: [6], opens: '08:00', closes: '18:30' },
    ],
    practices: [
      'Radiología digital',
      'Ecografía y ecodoppler',
      'Mamografía',
      'Tomografía computada',
      'Resonancia magnética',
      'Densitometría ósea',
      'Laboratorio de análisis clínicos',
    ],
    image: image('imaging'),
    whatsapp: site.whatsapp.imaging,
  },
];

export function centreById(id: CentreId): Centre {
  const found = centres.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown centre ${id}`);
  return found;
}

/** How to book an appointment, said alike by the procedures below and the FAQ: online, or by phone to the clinic. */
export const bookingWays: readonly Inline[] = [
  { kind: 'external', text: 'Turnos Online', href: site.external.onlineAppointments },
  ' o por teléfono al ',
  { kind: 'tel', text: site.phones.clinic.display, tel: site.phones.clinic.tel },
];

export type CustomerServiceProcedure = {
  readonly id: string;
  readonly title: string;
  readonly description: RichText;
};

/** The customer-service section's five procedures. */
export const customerServiceProcedures: readonly CustomerServiceProcedure[] = [
  {
    id: 'nuevas-afiliaciones',
    title: 'Nuevas afiliaciones',
    description: [
      'Asesoramiento sobre planes y alta de nuevos socios. Llamá a Ventas al ',
      { kind: 'tel', text: site.phones.sales.display, tel: site.phones.sales.tel },
      ' o completá el ',
      { kind: 'link', text: 'formulario de contacto', to: '/contacto' },
      '.',
    ],
  },
  {
    id: 'orientacion-general',
    title: 'Orientación general',
    description: [
      'Consultas sobre la cobertura, la cartilla y el uso de los servicios. Atención al socio: ',
      { kind: 'tel', text: site.phones.customerService.display, tel: site.phones.customerService.tel },
      '.',
    ],
  },
  {
    id: 'turnos',
    title: 'Turnos',
    description: ['Turnos en nuestros centros médicos por ', ...bookingWays, '.'],
  },
  {
    id: 'autorizaciones',
    title: 'Autorización de órdenes médicas y medicamentos',
    description: [
      'Cargá la orden desde el ',
      { kind: 'link', text: 'portal de socios', to: '/login' },
      ' o presentala en nuestras oficinas. Las autorizaciones se procesan dentro de las 72 horas hábiles.',
    ],
  },
  {
    id: 'facturacion',
    title: 'Facturación',
    description: [
      'Consultas sobre cuotas, facturas y medios de pago: ',
      { kind: 'tel', text: site.phones.billing.display, tel: site.phones.billing.tel },
      ' o ',
      { kind: 'mail', text: site.emails.billing, email: site.emails.billing },
      '.',
    ],
  },
];

export const customerServiceHours = `Atención de ${site.officeHours.toLowerCase()}, en ${site.address.full}.`;

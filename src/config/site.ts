/**
 * Every company constant in one place. The values are clearly fictional
 * defaults for development and demos: the company's real numbers, addresses
 * and external sites are configuration, replaced here at deploy time. The partners' sites, which one page each
 * reads, are in ./universal-assistance.ts and ./vacunar.ts, so that every other page loads without them.
 */
export const site = {
  brand: 'Salud Plena',
  legalName: 'Salud Plena Medicina Prepaga S.A. (ficticia)',
  phones: {
    emergencies: { label: 'Emergencias 24 hs', display: '0800-555-0101', tel: '+5408005550101' },
    administration: { label: 'Administración', display: '(011) 5555-0102', tel: '+541155550102' },
    clinic: { label: 'Clínica', display: '(011) 5555-0103', tel: '+541155550103' },
    sales: { label: 'Ventas', display: '(011) 5555-0104', tel: '+541155550104' },
    customerService: { label: 'Atención al socio', display: '(011) 5555-0105', tel: '+541155550105' },
    billing: { label: 'Facturación', display: '(011) 5555-0106', tel: '+541155550106' },
  },
  whatsapp: {
    join: { display: '+54 9 11 5555-0107', number: '5491155550107', message: 'Hola, quiero asociarme.' },
    imaging: {
      display: '+54 9 11 5555-0108',
      number: '5491155550108',
      message: 'Hola, quiero consultar por un estudio.',
    },
  },
  emails: {
    info: 'info@saludplena.example',
    billing: 'facturacion@saludplena.example',
    aesthetics: 'estetica@saludplena.example',
    residency: 'residencias@saludplena.example',
    nursingSchool: 'escuela@saludplena.example',
    /** The directory team's mailbox: the sender of a wrong-listing report whose visitor left no e-mail. */
    directory: 'cartilla@saludplena.example',
  },
  address: {
    street: 'Av. Ejemplo 1234',
    city: 'Ciudad Autónoma de Buenos Aires',
    postalCode: 'C1000AAA',
    full: 'Av. Ejemplo 1234, C1000AAA, Ciudad Autónoma de Buenos Aires',
  },
  officeHours: 'Lunes a viernes de 8 a 18 hs',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/saludplena.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/saludplena.example' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/saludplena-example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@saludplena-example' },
  ],
  regulator: {
    text:
      'Superintendencia de Servicios de Salud – Órgano de control de Obras Sociales y Entidades de Medicina Prepaga. ' +
      '0800-222-SALUD (72583) – www.sssalud.gob.ar – R.N.E.M.P. N° 0000 (número ficticio).',
    url: 'https://www.argentina.gob.ar/sssalud',
  },
  external: {
    onlineAppointments: 'https://turnos.saludplena.example',
  },
  /**
   * The four own medical centres: address, phone and map position.
   * Names, hours and practices are page content (features/content/data/centres.ts).
   */
  centres: {
    clinic: {
      address: 'Av. Ejemplo 1250, C1000AAA, Ciudad Autónoma de Buenos Aires',
      phone: { label: 'Clínica', display: '(011) 5555-0103', tel: '+541155550103' },
      lat: -34.6037,
      lon: -58.421,
    },
    outpatient: {
      address: 'Calle Modelo 456, C1001AAB, Ciudad Autónoma de Buenos Aires',
      phone: { label: 'Centro Médico', display: '(011) 5555-0110', tel: '+541155550110' },
      lat: -34.5995,
      lon: -58.4305,
    },
    women: {
      address: 'Calle Muestra 789, C1002AAC, Ciudad Autónoma de Buenos Aires',
      phone: { label: 'Centro de Salud de la Mujer', display: '(011) 5555-0111', tel: '+541155550111' },
      lat: -34.609,
      lon: -58.415,
    },
    imaging: {
      address: 'Av. Prueba 2020, C1003AAD, Ciudad Autónoma de Buenos Aires',
      phone: { label: 'Diagnóstico por Imágenes y Laboratorio', display: '(011) 5555-0112', tel: '+541155550112' },
      lat: -34.595,
      lon: -58.412,
    },
  },
  documents: {
    privacyPolicy: '/docs/politica-de-privacidad.pdf',
    planA10: '/docs/plan-a10-plus.pdf',
    planC60: '/docs/plan-c60-plus.pdf',
    dietotherapeutic: '/docs/formulario-dietoterapico.pdf',
    diabetes: '/docs/formulario-diabetes-res-764-18.pdf',
    oncology: '/docs/formulario-medicacion-oncologica.pdf',
  },
} as const;

export type Phone = { label: string; display: string; tel: string };

/** https://wa.me link with a prefilled text. */
export function whatsappUrl(entry: { number: string; message: string }): string {
  return `https://wa.me/${entry.number}?text=${encodeURIComponent(entry.message)}`;
}

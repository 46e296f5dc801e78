import type { MedicalEntity } from '../contract/directory';
import { generalPico, generatedLocalities as localities, type LocalityRecord } from './geography';
import { serviceId, SERVICE_NAMES, SPECIALTY_NAMES, specialtyId } from './medical';
import { CABA_STREETS, FEMALE_NAMES, MALE_NAMES, phone, SURNAMES, TOWN_STREETS } from './people';
import { createRng, round, slug, type Rng } from './random';
import { LARGE_PROVIDER_COUNT, MOCK_SCALE } from './scale';

/**
 * A provider as stored by the mock: the public fields (always text and numbers here, where the API
 * may also send null or decimal text) plus what the filters need.
 */
export type ProviderRecord = MedicalEntity & {
  address: string;
  address_extra: string;
  phone: string;
  note: string;
  link: string;
  lat: number;
  lon: number;
  province_id: number;
  area_id: number;
  location_id: number;
  medical_service_ids: number[];
  medical_specialty_ids: number[];
};

const PROVIDER_COUNT = 340;

/** Entities with unsafe data on purpose, for the app's security tests. */
export const UNSAFE_PROVIDER_IDS = {
  /** link 'javascript:alert(1)' */
  javascriptLink: 7,
  /** link 'ftp://ftp.laboratorio-sur.com.ar/resultados' */
  ftpLink: 13,
  /** note with an HTML payload */
  htmlNote: 21,
} as const;

type Service = (typeof SERVICE_NAMES)[number];
type Specialty = (typeof SPECIALTY_NAMES)[number];

type Kind = {
  weight: number;
  name: (rng: Rng, place: LocalityRecord) => string;
  services: readonly Service[];
  extraServices: readonly Service[];
  extraServiceCount: [number, number];
  specialties: readonly Specialty[];
  extraSpecialties: readonly Specialty[];
  extraSpecialtyCount: [number, number];
};

const ALL_SPECIALTIES = SPECIALTY_NAMES;
const COMMON_SPECIALTIES: readonly Specialty[] = [
  'Clínica Médica',
  'Cardiología',
  'Pediatría',
  'Ginecología',
  'Dermatología',
  'Traumatología y Ortopedia',
  'Gastroenterología',
  'Endocrinología',
  'Neurología',
  'Otorrinolaringología',
  'Urología',
  'Nutrición',
  'Reumatología',
  'Neumonología',
  'Psicología',
  'Alergia e Inmunología',
  'Diabetología',
  'Medicina Familiar',
];

const HOSPITAL_NAMES = [
  'San Lucas',
  'Santa Clara',
  'del Sol',
  'San José',
  'Santa Isabel',
  'San Rafael',
  'del Parque',
  'Los Arcos',
  'Las Lomas',
  'Modelo',
  'Privado del Oeste',
  'del Sur',
  'del Norte',
  'de la Costa',
  'Los Álamos',
  'Las Acacias',
  'del Valle',
  'Santa Rosa',
  'San Gabriel',
  'Nuestra Señora de Luján',
  'Nuestra Señora del Rosario',
  'Güemes',
  'Belgrano',
  'San Jorge',
  'Santa Mónica',
  'de la Providencia',
  'Argentino',
  'Franco Argentino',
  'Italiano del Sur',
  'Británico del Oeste',
];

const BRAND_WORDS = ['Salud', 'Vida', 'Integral', 'Bienestar', 'Médica', 'Sanar', 'Cuidar', 'Vital', 'Plena', 'Norte'];

const surname = (rng: Rng) => rng.pick(SURNAMES);
const doctor = (rng: Rng) =>
  rng.chance(0.5) ? `Dra. ${rng.pick(FEMALE_NAMES)} ${surname(rng)}` : `Dr. ${rng.pick(MALE_NAMES)} ${surname(rng)}`;

const KINDS: Record<string, Kind> = {
  sanatorio: {
    weight: 2,
    name: (rng) => `Sanatorio ${rng.pick(HOSPITAL_NAMES)}`,
    services: [
      'Guardia 24 hs',
      'Internación clínica',
      'Internación quirúrgica',
      'Terapia intensiva',
      'Laboratorio de análisis clínicos',
      'Diagnóstico por imágenes',
      'Consultorios externos',
      'Cirugía general',
    ],
    extraServices: [
      'Unidad coronaria',
      'Neonatología',
      'Maternidad',
      'Tomografía computada',
      'Resonancia magnética',
      'Hemodinamia',
      'Hospital de día',
      'Diálisis',
      'Endoscopía digestiva',
      'Ecografía',
      'Radiología',
      'Mamografía',
    ],
    extraServiceCount: [3, 7],
    specialties: ['Clínica Médica', 'Cardiología', 'Cirugía General', 'Anestesiología', 'Diagnóstico por Imágenes'],
    extraSpecialties: ALL_SPECIALTIES,
    extraSpecialtyCount: [10, 22],
  },
  clinica: {
    weight: 3,
    name: (rng, place) => (rng.chance(0.7) ? `Clínica ${rng.pick(HOSPITAL_NAMES)}` : `Clínica Privada ${place.name}`),
    services: ['Guardia 24 hs', 'Internación clínica', 'Consultorios externos', 'Laboratorio de análisis clínicos'],
    extraServices: [
      'Internación quirúrgica',
      'Terapia intensiva',
      'Diagnóstico por imágenes',
      'Radiología',
      'Ecografía',
      'Maternidad',
      'Neonatología',
      'Kinesiología y fisioterapia',
      'Vacunatorio',
      'Cirugía general',
    ],
    extraServiceCount: [2, 5],
    specialties: ['Clínica Médica', 'Pediatría'],
    extraSpecialties: ALL_SPECIALTIES,
    extraSpecialtyCount: [6, 14],
  },
  centroMedico: {
    weight: 5,
    name: (rng, place) =>
      rng.pick([
        () => `Centro Médico ${place.name}`,
        () => `Centro Médico ${rng.pick(BRAND_WORDS)} ${rng.pick(BRAND_WORDS)}`,
        () => `Centro Médico ${surname(rng)}`,
        () => `Policonsultorio ${place.name}`,
        () => `Centro de Especialidades Médicas ${rng.pick(HOSPITAL_NAMES)}`,
      ])(),
    services: ['Consultorios externos'],
    extraServices: [
      'Laboratorio de análisis clínicos',
      'Ecografía',
      'Radiología',
      'Vacunatorio',
      'Kinesiología y fisioterapia',
      'Fonoaudiología',
      'Salud mental',
      'Odontología',
    ],
    extraServiceCount: [1, 3],
    specialties: ['Clínica Médica'],
    extraSpecialties: COMMON_SPECIALTIES,
    extraSpecialtyCount: [4, 10],
  },
  consultorio: {
    weight: 5,
    name: (rng) =>
      rng.chance(0.6) ? `Consultorio ${doctor(rng)}` : `Consultorios Médicos ${surname(rng)} y ${surname(rng)}`,
    services: ['Consultorios externos'],
    extraServices: [],
    extraServiceCount: [0, 0],
    specialties: [],
    extraSpecialties: COMMON_SPECIALTIES,
    extraSpecialtyCount: [1, 3],
  },
  laboratorio: {
    weight: 3,
    name: (rng, place) =>
      rng.pick([
        () => `Laboratorio de Análisis Clínicos ${place.name}`,
        () => `Laboratorio Bioquímico ${surname(rng)}`,
        () => `Laboratorio ${rng.pick(HOSPITAL_NAMES)}`,
      ])(),
    services: ['Laboratorio de análisis clínicos'],
    extraServices: ['Vacunatorio'],
    extraServiceCount: [0, 1],
    specialties: ['Bioquímica'],
    extraSpecialties: ['Hematología', 'Genética Médica', 'Anatomía Patológica', 'Endocrinología'],
    extraSpecialtyCount: [0, 2],
  },
  imagenes: {
    weight: 2,
    name: (rng, place) =>
      rng.pick([
        () => `Diagnóstico por Imágenes ${place.name}`,
        () => `Instituto de Diagnóstico ${rng.pick(HOSPITAL_NAMES)}`,
        () => `Centro de Imágenes Médicas ${surname(rng)}`,
      ])(),
    services: ['Diagnóstico por imágenes', 'Radiología', 'Ecografía'],
    extraServices: [
      'Tomografía computada',
      'Resonancia magnética',
      'Mamografía',
      'Densitometría ósea',
      'Medicina nuclear',
    ],
    extraServiceCount: [1, 4],
    specialties: ['Diagnóstico por Imágenes'],
    extraSpecialties: ['Mastología', 'Cardiología'],
    extraSpecialtyCount: [0, 1],
  },
  odontologia: {
    weight: 2,
    name: (rng, place) =>
      rng.chance(0.5) ? `Centro Odontológico ${place.name}` : `Odontología ${rng.pick(BRAND_WORDS)} ${surname(rng)}`,
    services: ['Odontología'],
    extraServices: ['Radiología'],
    extraServiceCount: [0, 1],
    specialties: ['Odontología'],
    extraSpecialties: ['Ortodoncia', 'Odontopediatría'],
    extraSpecialtyCount: [0, 2],
  },
  kinesiologia: {
    weight: 2,
    name: (rng, place) =>
      rng.chance(0.5) ? `Centro de Kinesiología ${place.name}` : `Kinesiología y Rehabilitación ${surname(rng)}`,
    services: ['Kinesiología y fisioterapia', 'Rehabilitación'],
    extraServices: ['Fonoaudiología'],
    extraServiceCount: [0, 1],
    specialties: ['Kinesiología'],
    extraSpecialties: ['Traumatología y Ortopedia', 'Medicina del Deporte', 'Reumatología'],
    extraSpecialtyCount: [0, 2],
  },
  oftalmologia: {
    weight: 1,
    name: (rng, place) =>
      rng.chance(0.5) ? `Centro Oftalmológico ${place.name}` : `Instituto Oftalmológico ${surname(rng)}`,
    services: ['Oftalmología', 'Consultorios externos'],
    extraServices: [],
    extraServiceCount: [0, 0],
    specialties: ['Oftalmología'],
    extraSpecialties: [],
    extraSpecialtyCount: [0, 0],
  },
  saludMental: {
    weight: 1,
    name: (rng) => `Centro de Salud Mental ${rng.pick(HOSPITAL_NAMES)}`,
    services: ['Salud mental', 'Consultorios externos'],
    extraServices: ['Hospital de día'],
    extraServiceCount: [0, 1],
    specialties: ['Psicología', 'Psiquiatría'],
    extraSpecialties: [],
    extraSpecialtyCount: [0, 0],
  },
};

const NOTES = [
  'Atención con turno previo.',
  'Guardia las 24 hs, todos los días.',
  'Lunes a viernes de 8 a 20 hs. Sábados de 8 a 13 hs.',
  'Acceso para personas con movilidad reducida.',
  'Estacionamiento propio.',
  'Extracciones de 7 a 10 hs, sin turno.',
  'Presentar credencial y DNI.',
  'Atención por orden de llegada.',
  'Turnos por teléfono de 9 a 17 hs.',
  'Requiere orden médica autorizada.',
  '',
  '',
];

const ADDRESS_EXTRAS = [
  '',
  '',
  '',
  '-',
  '-',
  'PB',
  '1° A',
  '2° B',
  '3° B',
  '4° C',
  'Piso 5',
  '7° D',
  'Of. 12',
  'Local 3',
];

function weightedLocality(rng: Rng): LocalityRecord {
  const weight = (l: LocalityRecord) =>
    l.province_id === 1 ? 3 : l.province_id === 2 ? 1.6 : [6, 13, 21].includes(l.province_id) ? 1.2 : 0.5;
  const total = localities.reduce((sum, l) => sum + weight(l), 0);
  let r = rng.next() * total;
  for (const l of localities) {
    r -= weight(l);
    if (r <= 0) return l;
  }
  return localities[localities.length - 1] as LocalityRecord;
}

function pickKind(rng: Rng): Kind {
  const kinds = Object.values(KINDS);
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  let r = rng.next() * total;
  for (const k of kinds) {
    r -= k.weight;
    if (r <= 0) return k;
  }
  return kinds[0] as Kind;
}

type Batch = { count: number; seed: number; firstId: number; usedNames: Set<string> };

/** `count` generated providers from id `firstId`; the first batch (id 1) also gives every locality one. */
function generate({ count, seed, firstId, usedNames }: Batch): ProviderRecord[] {
  const rng = createRng(seed);
  const first = firstId === 1;
  const result: ProviderRecord[] = [];
  for (let i = 0; i < count; i++) {
    // Every locality gets at least one provider, the rest go where people live.
    const place = first && i < localities.length ? (localities[i] as LocalityRecord) : weightedLocality(rng);
    const kind = first && i === 0 ? (KINDS.clinica as Kind) : pickKind(rng);
    let name = first && i === 0 ? 'Clínica Nuestra Señora de Luján' : kind.name(rng, place);
    if (usedNames.has(name)) name = `${name} - Sede ${place.name}`;
    if (usedNames.has(name)) name = `${name} ${firstId + i - 1}`;
    usedNames.add(name);

    const services = new Set<number>(kind.services.map(serviceId));
    for (const s of rng.sample(kind.extraServices, rng.int(...kind.extraServiceCount))) services.add(serviceId(s));
    const specialties = new Set<number>(kind.specialties.map(specialtyId));
    for (const s of rng.sample(kind.extraSpecialties, rng.int(...kind.extraSpecialtyCount))) {
      specialties.add(specialtyId(s));
    }
    if (specialties.size === 0) specialties.add(specialtyId('Clínica Médica'));

    const streets = place.province_id === 1 ? CABA_STREETS : TOWN_STREETS;
    const number = place.province_id === 1 ? rng.int(100, 5999) : rng.int(10, 2999);
    const site = slug(name.replace(/^(Dra?\.)/, ''));
    const linkRoll = rng.next();
    const link = linkRoll < 0.8 ? `https://www.${site}.com.ar` : linkRoll < 0.9 ? '' : `http://${site}.com.ar`;
    const phoneText = rng.chance(0.15)
      ? `${phone(rng, place.phone_prefix)} / ${phone(rng, place.phone_prefix).replace(/^\(\d+\) /, '')}`
      : phone(rng, place.phone_prefix);

    result.push({
      id: firstId + i,
      name,
      address: `${rng.pick(streets)} ${number}`,
      address_extra: rng.pick(ADDRESS_EXTRAS),
      phone: phoneText,
      note: rng.pick(NOTES),
      link,
      lat: round(place.lat + rng.float(-place.spread, place.spread)),
      lon: round(place.lon + rng.float(-place.spread, place.spread)),
      province_id: place.province_id,
      area_id: place.area_id,
      location_id: place.id,
      medical_service_ids: [...services].sort((a, b) => a - b),
      medical_specialty_ids: [...specialties].sort((a, b) => a - b),
    });
  }
  return result;
}

const usedNames = new Set<string>();

function build(): ProviderRecord[] {
  const result = generate({ count: PROVIDER_COUNT, seed: 20240611, firstId: 1, usedNames });
  const set = (id: number, patch: Partial<ProviderRecord>) => Object.assign(result[id - 1] as ProviderRecord, patch);
  set(UNSAFE_PROVIDER_IDS.javascriptLink, { link: 'javascript:alert(1)' });
  set(UNSAFE_PROVIDER_IDS.ftpLink, { link: 'ftp://ftp.laboratorio-sur.com.ar/resultados' });
  set(UNSAFE_PROVIDER_IDS.htmlNote, { note: '<img src=x onerror="alert(1)"> Turnos <b>solo</b> por teléfono & web' });
  return result;
}

/**
 * Twelve fixed providers in General Pico, after the generated ones (ids 341–352): in the API's order (by id) the one
 * nearest the town's centre is the 11th, on page 3 of 5; 'Cerca mío' from the centre puts it first.
 */
const NEAR_ME_OFFSETS: ReadonlyArray<readonly [name: string, dLat: number, dLon: number]> = [
  ['Centro Médico Pico Norte', 0.008, 0.006],
  ['Consultorio Dra. Elena Sosa', -0.007, 0.004],
  ['Clínica Privada Pico', 0.005, -0.008],
  ['Consultorio Dr. Hugo Larrea', 0.002, 0.009],
  ['Centro de Salud Barrio Talleres', -0.009, -0.003],
  ['Laboratorio Pampeano', 0.006, 0.002],
  ['Consultorio Dra. Inés Quiroga', -0.004, -0.006],
  ['Kinesiología Pico', 0.003, 0.004],
  ['Centro Odontológico Pico', -0.002, 0.005],
  ['Instituto Oftalmológico Pico', 0.0045, -0.0035],
  ['Policonsultorio Plaza San Martín', 0.0004, -0.0003],
  ['Consultorio Dr. Raúl Ferreyra', -0.006, 0.007],
];

function nearMeProviders(firstId: number): ProviderRecord[] {
  return NEAR_ME_OFFSETS.map(([name, dLat, dLon], i) => ({
    id: firstId + i,
    name,
    address: `Calle ${15 + i * 2} ${300 + i * 110}`,
    address_extra: '',
    phone: `(02302) 42-${String(1100 + i * 37).padStart(4, '0')}`,
    note: 'Atención con turno previo.',
    link: '',
    lat: round(generalPico.lat + dLat),
    lon: round(generalPico.lon + dLon),
    province_id: generalPico.province_id,
    area_id: generalPico.area_id,
    location_id: generalPico.id,
    medical_service_ids: [serviceId('Consultorios externos')],
    medical_specialty_ids: [specialtyId('Clínica Médica')],
  }));
}

/**
 * MOCK_SCALE=large (data/scale.ts): after the default providers, generated ones up to LARGE_PROVIDER_COUNT, the last
 * of them 'Sanatorio Zárate Norte' (in Pilar, Buenos Aires), whose name sorts far past the first 1000.
 */
export const LARGE_PROVIDER_NAME = 'Sanatorio Zárate Norte';

function largeProviders(firstId: number): ProviderRecord[] {
  usedNames.add(LARGE_PROVIDER_NAME);
  const rows = generate({ count: LARGE_PROVIDER_COUNT - firstId, seed: 20261127, firstId, usedNames });
  const last = rows.at(-1) as ProviderRecord;
  const pilar = localities.find((l) => l.name === 'Pilar') ?? (localities[0] as LocalityRecord);
  return [
    ...rows,
    {
      ...last,
      id: LARGE_PROVIDER_COUNT,
      name: LARGE_PROVIDER_NAME,
      address: 'Tucumán 1250',
      lat: round(pilar.lat + pilar.spread / 2),
      lon: round(pilar.lon - pilar.spread / 2),
      province_id: pilar.province_id,
      area_id: pilar.area_id,
      location_id: pilar.id,
    },
  ];
}

const generated = build();
const defaults = [...generated, ...nearMeProviders(generated.length + 1)];
export const providers: ProviderRecord[] =
  MOCK_SCALE === 'large' ? [...defaults, ...largeProviders(defaults.length + 1)] : defaults;

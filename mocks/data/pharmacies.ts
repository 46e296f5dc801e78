import type { Pharmacy } from '../contract/pharmacies';
import { generatedLocalities as localities, type LocalityRecord } from './geography';
import { CABA_STREETS, phone, SURNAMES, TOWN_STREETS } from './people';
import { createRng, round, slug, type Rng } from './random';
import { LARGE_PHARMACY_COUNT, MOCK_SCALE } from './scale';

/** A pharmacy as stored by the mock: always text and numbers (the API may also send null), plus the filters' ids. */
export type PharmacyRecord = Pharmacy & {
  address: string;
  phone: string;
  email: string;
  lat: number;
  lon: number;
  province_id: number;
  area_id: number;
  location_id: number;
};

const PHARMACY_COUNT = 230;

const NAMES = [
  'Central',
  'del Pueblo',
  'San José',
  'Santa Lucía',
  'Moderna',
  'Italiana',
  'Alemana',
  'Española',
  'Suiza',
  'Plaza',
  'Avenida',
  'Nueva',
  'del Centro',
  'Sarmiento',
  'San Martín',
  'Güemes',
  'Belgrano',
  'Rivadavia',
  'Pasteur',
  'Fleming',
  'La Estación',
  'del Parque',
  'Santa Rita',
  'San Cayetano',
  'Los Andes',
  'del Águila',
  'Del Valle',
  'Mitre',
  'Libertad',
  'Independencia',
  'La Esquina',
  'del Sol',
  'Santa María',
  'Nuestra Señora de Fátima',
  'Vida',
  'Salud',
  'Cruz Azul',
  'Cruz del Sur',
  'Las Heras',
  'Francesa',
];

function weightedLocality(rng: Rng): LocalityRecord {
  const weight = (l: LocalityRecord) => (l.province_id === 1 ? 3 : l.province_id === 2 ? 1.8 : 0.6);
  const total = localities.reduce((sum, l) => sum + weight(l), 0);
  let r = rng.next() * total;
  for (const l of localities) {
    r -= weight(l);
    if (r <= 0) return l;
  }
  return localities[localities.length - 1] as LocalityRecord;
}

const used = new Set<string>();

/** `count` pharmacies from id `firstId`; the first batch (id 1) also gives every locality one. */
function build(count: number, seed: number, firstId: number): PharmacyRecord[] {
  const rng = createRng(seed);
  const result: PharmacyRecord[] = [];
  for (let n = 0; n < count; n++) {
    // The index in the whole list: the duplicate-name suffixes of the first batch stay as they are.
    const i = firstId - 1 + n;
    const place = firstId === 1 && i < localities.length ? (localities[i] as LocalityRecord) : weightedLocality(rng);
    const roll = rng.next();
    let name =
      roll < 0.6
        ? `Farmacia ${rng.pick(NAMES)}`
        : roll < 0.8
          ? `Farmacia ${rng.pick(SURNAMES)}`
          : `Farmacia ${place.name}`;
    if (used.has(name)) name = name.includes(place.name) ? `${name} Sucursal ${i}` : `${name} ${place.name}`;
    if (used.has(name)) name = `${name} Sucursal ${i}`;
    used.add(name);
    const streets = place.province_id === 1 ? CABA_STREETS : TOWN_STREETS;
    const number = place.province_id === 1 ? rng.int(100, 5999) : rng.int(10, 2999);
    const emailRoll = rng.next();
    const email =
      emailRoll < 0.7 ? `contacto@${slug(name)}.com.ar` : emailRoll < 0.85 ? `${slug(name)}@farmacias.com.ar` : '';
    result.push({
      id: i + 1,
      name,
      address: `${rng.pick(streets)} ${number}`,
      phone: phone(rng, place.phone_prefix),
      email,
      lat: round(place.lat + rng.float(-place.spread, place.spread)),
      lon: round(place.lon + rng.float(-place.spread, place.spread)),
      province_id: place.province_id,
      area_id: place.area_id,
      location_id: place.id,
    });
  }
  return result;
}

/**
 * MOCK_SCALE=large (data/scale.ts): after the default pharmacies, generated ones up to LARGE_PHARMACY_COUNT, the last
 * of them 'Farmacia Zapiola' (in Bahía Blanca), far past the first 1000 rows.
 */
export const LARGE_PHARMACY_NAME = 'Farmacia Zapiola';

function largePharmacies(firstId: number): PharmacyRecord[] {
  used.add(LARGE_PHARMACY_NAME);
  const rows = build(LARGE_PHARMACY_COUNT - firstId, 20261128, firstId);
  const last = rows.at(-1) as PharmacyRecord;
  const place = localities.find((l) => l.name === 'Bahía Blanca') ?? (localities[0] as LocalityRecord);
  return [
    ...rows,
    {
      ...last,
      id: LARGE_PHARMACY_COUNT,
      name: LARGE_PHARMACY_NAME,
      address: 'Zapiola 480',
      email: 'contacto@farmacia-zapiola.com.ar',
      lat: round(place.lat - place.spread / 2),
      lon: round(place.lon + place.spread / 2),
      province_id: place.province_id,
      area_id: place.area_id,
      location_id: place.id,
    },
  ];
}

const defaults = build(PHARMACY_COUNT, 19870402, 1);
export const pharmacies: PharmacyRecord[] =
  MOCK_SCALE === 'large' ? [...defaults, ...largePharmacies(defaults.length + 1)] : defaults;

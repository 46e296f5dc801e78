import type { Area, Locality, Province } from '../contract/geography';

/**
 * Argentina's 24 jurisdictions (ids 1..24) and real areas (CABA's comunas,
 * Buenos Aires' partidos, departments elsewhere) with real localities
 * (barrios, towns) and approximate centre coordinates.
 *
 * Santa Cruz (id 20) deliberately has no areas, to show the empty select
 * ('No se encontraron datos.').
 */
const PROVINCE_NAMES = [
  'Ciudad Autónoma de Buenos Aires',
  'Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
  'Tucumán',
] as const;

export const provinces: Province[] = PROVINCE_NAMES.map((name, i) => ({ id: i + 1, name }));

type LocalitySeed = readonly [name: string, lat: number, lon: number];
type AreaSeed = {
  province: number;
  name: string;
  /** Phone area code used for the places in this area, e.g. '011'. */
  phone: string;
  /** How far (degrees) points may wander from a locality's centre. */
  spread?: number;
  localities: readonly LocalitySeed[];
};

const AREA_SEEDS: readonly AreaSeed[] = [
  // --- Ciudad Autónoma de Buenos Aires: comunas and their barrios ---
  {
    province: 1,
    name: 'Comuna 1',
    phone: '011',
    spread: 0.005,
    localities: [
      ['Retiro', -34.5895, -58.3747],
      ['San Nicolás', -34.6037, -58.3816],
      ['Puerto Madero', -34.6118, -58.363],
      ['San Telmo', -34.6212, -58.3731],
      ['Monserrat', -34.6125, -58.3815],
      ['Constitución', -34.6275, -58.3817],
    ],
  },
  { province: 1, name: 'Comuna 2', phone: '011', spread: 0.006, localities: [['Recoleta', -34.5875, -58.3974]] },
  {
    province: 1,
    name: 'Comuna 3',
    phone: '011',
    spread: 0.005,
    localities: [
      ['Balvanera', -34.609, -58.405],
      ['San Cristóbal', -34.6235, -58.402],
    ],
  },
  {
    province: 1,
    name: 'Comuna 4',
    phone: '011',
    spread: 0.006,
    localities: [
      ['La Boca', -34.6345, -58.3631],
      ['Barracas', -34.645, -58.383],
      ['Parque Patricios', -34.637, -58.403],
      ['Nueva Pompeya', -34.65, -58.418],
    ],
  },
  {
    province: 1,
    name: 'Comuna 5',
    phone: '011',
    spread: 0.005,
    localities: [
      ['Almagro', -34.606, -58.42],
      ['Boedo', -34.63, -58.416],
    ],
  },
  { province: 1, name: 'Comuna 6', phone: '011', spread: 0.006, localities: [['Caballito', -34.6186, -58.4421]] },
  {
    province: 1,
    name: 'Comuna 7',
    phone: '011',
    spread: 0.006,
    localities: [
      ['Flores', -34.628, -58.465],
      ['Parque Chacabuco', -34.636, -58.438],
    ],
  },
  {
    province: 1,
    name: 'Comuna 8',
    phone: '011',
    spread: 0.006,
    localities: [
      ['Villa Soldati', -34.666, -58.443],
      ['Villa Riachuelo', -34.69, -58.47],
      ['Villa Lugano', -34.676, -58.473],
    ],
  },
  {
    province: 1,
    name: 'Comuna 9',
    phone: '011',
    spread: 0.005,
    localities: [
      ['Liniers', -34.643, -58.52],
      ['Mataderos', -34.658, -58.502],
      ['Parque Avellaneda', -34.648, -58.48],
    ],
  },
  {
    province: 1,
    name: 'Comuna 10',
    phone: '011',
    spread: 0.004,
    localities: [
      ['Villa Real', -34.62, -58.525],
      ['Monte Castro', -34.618, -58.505],
      ['Versalles', -34.631, -58.521],
      ['Floresta', -34.628, -58.483],
      ['Vélez Sarsfield', -34.633, -58.493],
      ['Villa Luro', -34.638, -58.505],
    ],
  },
  {
    province: 1,
    name: 'Comuna 11',
    phone: '011',
    spread: 0.004,
    localities: [
      ['Villa General Mitre', -34.61, -58.468],
      ['Villa Devoto', -34.602, -58.513],
      ['Villa del Parque', -34.605, -58.49],
      ['Villa Santa Rita', -34.615, -58.481],
    ],
  },
  {
    province: 1,
    name: 'Comuna 12',
    phone: '011',
    spread: 0.005,
    localities: [
      ['Coghlan', -34.56, -58.475],
      ['Saavedra', -34.554, -58.488],
      ['Villa Urquiza', -34.573, -58.489],
      ['Villa Pueyrredón', -34.582, -58.503],
    ],
  },
  {
    province: 1,
    name: 'Comuna 13',
    phone: '011',
    spread: 0.006,
    localities: [
      ['Núñez', -34.545, -58.462],
      ['Belgrano', -34.5627, -58.4583],
      ['Colegiales', -34.574, -58.449],
    ],
  },
  { province: 1, name: 'Comuna 14', phone: '011', spread: 0.008, localities: [['Palermo', -34.5781, -58.4265]] },
  {
    province: 1,
    name: 'Comuna 15',
    phone: '011',
    spread: 0.004,
    localities: [
      ['Chacarita', -34.587, -58.454],
      ['Villa Crespo', -34.599, -58.438],
      ['La Paternal', -34.597, -58.469],
      ['Villa Ortúzar', -34.58, -58.468],
      ['Agronomía', -34.592, -58.49],
      ['Parque Chas', -34.585, -58.479],
    ],
  },

  // --- Buenos Aires: partidos and their localities ---
  {
    province: 2,
    name: 'La Matanza',
    phone: '011',
    localities: [
      ['San Justo', -34.6833, -58.55],
      ['Ramos Mejía', -34.64, -58.565],
      ['Isidro Casanova', -34.7, -58.5833],
      ['González Catán', -34.77, -58.647],
      ['Gregorio de Laferrere', -34.746, -58.586],
      ['Villa Luzuriaga', -34.67, -58.59],
      ['Lomas del Mirador', -34.665, -58.529],
    ],
  },
  {
    province: 2,
    name: 'Quilmes',
    phone: '011',
    localities: [
      ['Quilmes', -34.7203, -58.2546],
      ['Bernal', -34.71, -58.28],
      ['Ezpeleta', -34.75, -58.233],
      ['San Francisco Solano', -34.778, -58.31],
      ['Don Bosco', -34.701, -58.298],
    ],
  },
  {
    province: 2,
    name: 'Lomas de Zamora',
    phone: '011',
    localities: [
      ['Lomas de Zamora', -34.76, -58.4],
      ['Banfield', -34.744, -58.396],
      ['Temperley', -34.774, -58.396],
      ['Turdera', -34.79, -58.405],
      ['Llavallol', -34.793, -58.428],
    ],
  },
  {
    province: 2,
    name: 'Morón',
    phone: '011',
    localities: [
      ['Morón', -34.65, -58.619],
      ['Castelar', -34.652, -58.644],
      ['Haedo', -34.644, -58.593],
      ['El Palomar', -34.61, -58.6],
      ['Villa Sarmiento', -34.633, -58.57],
    ],
  },
  {
    province: 2,
    name: 'San Isidro',
    phone: '011',
    localities: [
      ['San Isidro', -34.4721, -58.5276],
      ['Martínez', -34.493, -58.506],
      ['Acassuso', -34.478, -58.506],
      ['Beccar', -34.464, -58.538],
      ['Boulogne Sur Mer', -34.496, -58.564],
      ['Villa Adelina', -34.517, -58.546],
    ],
  },
  {
    province: 2,
    name: 'Vicente López',
    phone: '011',
    localities: [
      ['Olivos', -34.51, -58.496],
      ['Florida', -34.528, -58.489],
      ['Vicente López', -34.526, -58.473],
      ['Munro', -34.527, -58.521],
      ['La Lucila', -34.499, -58.49],
      ['Villa Martelli', -34.552, -58.507],
    ],
  },
  {
    province: 2,
    name: 'Lanús',
    phone: '011',
    localities: [
      ['Lanús Oeste', -34.705, -58.402],
      ['Lanús Este', -34.708, -58.376],
      ['Remedios de Escalada', -34.724, -58.396],
      ['Valentín Alsina', -34.67, -58.412],
      ['Gerli', -34.69, -58.38],
    ],
  },
  {
    province: 2,
    name: 'Avellaneda',
    phone: '011',
    localities: [
      ['Avellaneda', -34.6625, -58.365],
      ['Sarandí', -34.68, -58.347],
      ['Wilde', -34.702, -58.315],
      ['Dock Sud', -34.648, -58.345],
      ['Piñeyro', -34.668, -58.386],
    ],
  },
  {
    province: 2,
    name: 'Tigre',
    phone: '011',
    localities: [
      ['Tigre', -34.426, -58.5796],
      ['Don Torcuato', -34.496, -58.62],
      ['General Pacheco', -34.456, -58.637],
      ['Benavídez', -34.414, -58.69],
      ['Troncos del Talar', -34.44, -58.613],
    ],
  },
  {
    province: 2,
    name: 'La Plata',
    phone: '0221',
    spread: 0.012,
    localities: [
      ['La Plata', -34.9214, -57.9545],
      ['City Bell', -34.87, -58.047],
      ['Manuel B. Gonnet', -34.88, -58.017],
      ['Tolosa', -34.9, -57.97],
      ['Los Hornos', -34.96, -57.98],
      ['Villa Elisa', -34.85, -58.08],
    ],
  },
  {
    province: 2,
    name: 'Tres de Febrero',
    phone: '011',
    localities: [
      ['Caseros', -34.606, -58.563],
      ['Ciudadela', -34.638, -58.54],
      ['Santos Lugares', -34.6, -58.544],
    ],
  },
  {
    province: 2,
    name: 'General San Martín',
    phone: '011',
    localities: [
      ['San Martín', -34.574, -58.537],
      ['Villa Ballester', -34.548, -58.556],
    ],
  },
  {
    province: 2,
    name: 'Almirante Brown',
    phone: '011',
    localities: [
      ['Adrogué', -34.8, -58.39],
      ['Burzaco', -34.826, -58.393],
    ],
  },
  {
    province: 2,
    name: 'Pilar',
    phone: '0230',
    localities: [
      ['Pilar', -34.4587, -58.9142],
      ['Del Viso', -34.45, -58.8],
    ],
  },
  {
    province: 2,
    name: 'General Pueyrredón',
    phone: '0223',
    spread: 0.015,
    localities: [['Mar del Plata', -38.0055, -57.5426]],
  },
  {
    province: 2,
    name: 'Bahía Blanca',
    phone: '0291',
    spread: 0.012,
    localities: [['Bahía Blanca', -38.7183, -62.2663]],
  },

  // --- Córdoba ---
  {
    province: 6,
    name: 'Córdoba Capital',
    phone: '0351',
    localities: [
      ['Nueva Córdoba', -31.428, -64.187],
      ['Centro', -31.4167, -64.1833],
      ['Cerro de las Rosas', -31.372, -64.233],
      ['Alta Córdoba', -31.395, -64.183],
      ['General Paz', -31.41, -64.17],
    ],
  },
  {
    province: 6,
    name: 'Punilla',
    phone: '03541',
    localities: [
      ['Villa Carlos Paz', -31.4241, -64.4978],
      ['Cosquín', -31.245, -64.465],
      ['La Falda', -31.088, -64.489],
    ],
  },
  { province: 6, name: 'Río Cuarto', phone: '0358', spread: 0.012, localities: [['Río Cuarto', -33.1232, -64.3493]] },

  // --- Santa Fe ---
  {
    province: 21,
    name: 'Rosario',
    phone: '0341',
    localities: [
      ['Rosario Centro', -32.9468, -60.6393],
      ['Fisherton', -32.927, -60.722],
      ['Echesortu', -32.945, -60.67],
    ],
  },
  {
    province: 21,
    name: 'La Capital',
    phone: '0342',
    localities: [
      ['Santa Fe', -31.6333, -60.7],
      ['Santo Tomé', -31.665, -60.765],
    ],
  },
  { province: 21, name: 'Castellanos', phone: '03492', localities: [['Rafaela', -31.2503, -61.4867]] },

  // --- Mendoza ---
  { province: 13, name: 'Capital', phone: '0261', localities: [['Mendoza', -32.8895, -68.8458]] },
  { province: 13, name: 'Godoy Cruz', phone: '0261', localities: [['Godoy Cruz', -32.925, -68.845]] },
  {
    province: 13,
    name: 'Guaymallén',
    phone: '0261',
    localities: [
      ['Villa Nueva', -32.9, -68.79],
      ['Dorrego', -32.91, -68.82],
    ],
  },
  {
    province: 13,
    name: 'Luján de Cuyo',
    phone: '0261',
    localities: [
      ['Luján de Cuyo', -33.035, -68.88],
      ['Chacras de Coria', -32.987, -68.875],
    ],
  },
  { province: 13, name: 'San Rafael', phone: '0260', spread: 0.012, localities: [['San Rafael', -34.6177, -68.3301]] },

  // --- The capitals of the other provinces (one area each) ---
  {
    province: 3,
    name: 'Capital',
    phone: '0383',
    localities: [['San Fernando del Valle de Catamarca', -28.4696, -65.7852]],
  },
  { province: 4, name: 'San Fernando', phone: '0362', localities: [['Resistencia', -27.4514, -58.9867]] },
  { province: 5, name: 'Escalante', phone: '0297', localities: [['Comodoro Rivadavia', -45.8641, -67.4966]] },
  {
    province: 5,
    name: 'Rawson',
    phone: '0280',
    localities: [
      ['Rawson', -43.3002, -65.1023],
      ['Trelew', -43.2489, -65.3051],
    ],
  },
  { province: 7, name: 'Capital', phone: '0379', localities: [['Corrientes', -27.4692, -58.8306]] },
  { province: 8, name: 'Paraná', phone: '0343', localities: [['Paraná', -31.7333, -60.5297]] },
  { province: 9, name: 'Formosa', phone: '0370', localities: [['Formosa', -26.1775, -58.1781]] },
  {
    province: 10,
    name: 'Doctor Manuel Belgrano',
    phone: '0388',
    localities: [['San Salvador de Jujuy', -24.1858, -65.2995]],
  },
  { province: 11, name: 'Capital', phone: '02954', localities: [['Santa Rosa', -36.6167, -64.2833]] },
  { province: 12, name: 'Capital', phone: '0380', localities: [['La Rioja', -29.4131, -66.8558]] },
  { province: 14, name: 'Capital', phone: '0376', localities: [['Posadas', -27.3671, -55.8961]] },
  { province: 15, name: 'Confluencia', phone: '0299', localities: [['Neuquén', -38.9516, -68.0591]] },
  { province: 16, name: 'Bariloche', phone: '0294', localities: [['San Carlos de Bariloche', -41.1335, -71.3103]] },
  { province: 16, name: 'General Roca', phone: '0298', localities: [['General Roca', -39.0333, -67.5833]] },
  { province: 17, name: 'Capital', phone: '0387', localities: [['Salta', -24.7821, -65.4232]] },
  { province: 18, name: 'Capital', phone: '0264', localities: [['San Juan', -31.5375, -68.5364]] },
  { province: 19, name: 'Juan Martín de Pueyrredón', phone: '0266', localities: [['San Luis', -33.295, -66.3356]] },
  { province: 22, name: 'Capital', phone: '0385', localities: [['Santiago del Estero', -27.7951, -64.2615]] },
  { province: 23, name: 'Ushuaia', phone: '02901', localities: [['Ushuaia', -54.8019, -68.303]] },
  { province: 24, name: 'Capital', phone: '0381', localities: [['San Miguel de Tucumán', -26.8083, -65.2176]] },
];

export type AreaRecord = Area & { province_id: number };
export type LocalityRecord = Locality & {
  area_id: number;
  province_id: number;
  lat: number;
  lon: number;
  /** Max distance in degrees from the centre for places generated inside it. */
  spread: number;
  phone_prefix: string;
};

export const areas: AreaRecord[] = [];
export const localities: LocalityRecord[] = [];

function addArea(seed: AreaSeed): LocalityRecord[] {
  const area: AreaRecord = { id: areas.length + 1, name: seed.name, province_id: seed.province };
  areas.push(area);
  return seed.localities.map(([name, lat, lon]) => {
    const locality: LocalityRecord = {
      id: localities.length + 1,
      name,
      area_id: area.id,
      province_id: seed.province,
      lat,
      lon,
      spread: seed.spread ?? 0.008,
      phone_prefix: seed.phone,
    };
    localities.push(locality);
    return locality;
  });
}

for (const seed of AREA_SEEDS) addArea(seed);

/** The places the generated providers and pharmacies are spread over: each has at least one of both. */
export const generatedLocalities: readonly LocalityRecord[] = [...localities];

/**
 * Added after the generated places, so the generated data stays as it was: General Pico (La Pampa), where the
 * fixed providers of 'Cerca mío' are (data/providers.ts: twelve, the nearest to the town's centre on page 3), and
 * Dorila in the same city, with no provider and no pharmacy (no results offer a wider search).
 */
export const [generalPico, dorila] = addArea({
  province: 11,
  name: 'Maracó',
  phone: '02302',
  spread: 0.01,
  localities: [
    ['General Pico', -35.6566, -63.7568],
    ['Dorila', -35.7767, -63.7156],
  ],
}) as [LocalityRecord, LocalityRecord];

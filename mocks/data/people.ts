import type { Rng } from './random';

/** Common Argentine surnames and first names, for doctors, members and shops. */
export const SURNAMES = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez',
  'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Benítez', 'Acosta', 'Medina',
  'Herrera', 'Suárez', 'Aguirre', 'Giménez', 'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz',
  'Silva', 'Núñez', 'Luna', 'Juárez', 'Cabrera', 'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez',
  'Moreno', 'Peralta', 'Vega', 'Carrizo', 'Quiroga', 'Castillo', 'Ledesma', 'Muñoz', 'Ojeda', 'Ponce',
  'Vera', 'Vázquez', 'Villalba', 'Cardozo', 'Navarro', 'Coronel', 'Ibáñez', 'Bianchi', 'Rossi', 'Ferrari',
  'Romano', 'Russo', 'Costa', 'Fontana', 'Greco', 'Schmidt', 'Müller', 'Weber', 'Kogan', 'Levy',
] as const;

export const FEMALE_NAMES = [
  'María', 'Ana', 'Laura', 'Carolina', 'Valeria', 'Florencia', 'Gabriela', 'Silvina', 'Mariana', 'Paula',
  'Lucía', 'Sofía', 'Julieta', 'Natalia', 'Verónica', 'Andrea', 'Claudia', 'Patricia', 'Romina', 'Agustina',
] as const;

export const MALE_NAMES = [
  'Juan', 'Carlos', 'Jorge', 'Luis', 'Diego', 'Martín', 'Pablo', 'Alejandro', 'Gustavo', 'Sebastián',
  'Federico', 'Hernán', 'Nicolás', 'Marcelo', 'Fernando', 'Ricardo', 'Matías', 'Gonzalo', 'Esteban', 'Tomás',
] as const;

/** 'Dra. Valeria Ríos' / 'Dr. Hernán Acosta'. */
export function doctorName(rng: Rng): string {
  return rng.chance(0.55)
    ? `Dra. ${rng.pick(FEMALE_NAMES)} ${rng.pick(SURNAMES)}`
    : `Dr. ${rng.pick(MALE_NAMES)} ${rng.pick(SURNAMES)}`;
}

/** Streets for the city of Buenos Aires. */
export const CABA_STREETS = [
  'Av. Santa Fe', 'Av. Corrientes', 'Av. Rivadavia', 'Av. Cabildo', 'Av. Córdoba', 'Av. Callao', 'Av. Pueyrredón',
  'Av. Las Heras', 'Av. Directorio', 'Av. Juan B. Justo', 'Av. San Martín', 'Av. Triunvirato', 'Av. Díaz Vélez',
  'Av. Belgrano', 'Av. Independencia', 'Av. Entre Ríos', 'Av. Scalabrini Ortiz', 'Av. Álvarez Thomas',
  'Av. Monroe', 'Av. Olazábal', 'Av. Congreso', 'Av. Nazca', 'Av. Avellaneda', 'Av. La Plata', 'Av. Boedo',
  'Av. Medrano', 'Av. Gaona', 'Av. Emilio Castro', 'Av. Eva Perón', 'Av. Patricios', 'Av. Caseros', 'Av. Montes de Oca',
  'Av. Almirante Brown', 'Av. Sáenz', 'Av. Francisco Beiró', 'Av. Lope de Vega', 'Av. Segurola', 'Av. Ricardo Balbín',
  'Paraguay', 'Tucumán', 'Lavalle', 'Viamonte', 'Charcas', 'Güemes', 'Gorriti', 'Honduras', 'Thames', 'Cuba',
  'Juramento', 'Mendoza', 'Olleros', 'Zapiola', 'Acoyte', 'Rojas', 'Yerbal', 'Bacacay', 'Artigas', 'Cuenca',
  'Nogoyá', 'Bolívar', 'Defensa', 'Chacabuco', 'Piedras', 'Tacuarí', 'Salta', 'Sarmiento', 'Perú', 'México',
] as const;

/** Streets found in most Argentine towns. */
export const TOWN_STREETS = [
  'Av. San Martín', 'Av. Belgrano', 'Av. Mitre', 'Av. Rivadavia', 'Av. Hipólito Yrigoyen', 'Av. Sarmiento',
  'Av. 9 de Julio', 'Av. Colón', 'Av. Libertador', 'Av. Pellegrini', '25 de Mayo', 'Moreno', 'Alsina', 'Mitre',
  'Belgrano', 'Sarmiento', 'San Martín', 'Rivadavia', 'Italia', 'España', 'Brown', 'Lavalle', 'Saavedra',
  'Maipú', 'Chacabuco', 'Independencia', 'Las Heras', 'Güemes', 'Urquiza', 'Alem', 'Belgrano', 'Pueyrredón',
  'Dorrego', 'French', 'Castelli', 'Laprida', 'Necochea', 'Avellaneda', 'Sucre', 'Lamadrid',
] as const;

export function phone(rng: Rng, prefix: string): string {
  const localLength = 10 - (prefix.length - 1);
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const first = prefix === '011' ? `4${digits(3)}` : `4${digits(localLength - 5)}`;
  return `(${prefix}) ${first}-${digits(4)}`;
}

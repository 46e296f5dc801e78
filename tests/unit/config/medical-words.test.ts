// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEDICAL_WORDS } from '@/config/medical-words';
import { matchOptions } from '@/lib/option-match';
import { SERVICE_NAMES, SPECIALTY_NAMES } from '../../../mocks/data/medical';

const toOption = (label: string) => ({ value: label, label });
const specialties = SPECIALTY_NAMES.map(toOption);
const services = SERVICE_NAMES.map(toOption);
const offered = (names: typeof specialties, search: string) =>
  matchOptions(names, search, MEDICAL_WORDS).map(({ option }) => option.label);

describe('the everyday words lead to the specialties (the mock API names them as a real list does)', () => {
  it.each([
    // The specialist's everyday name.
    ['oculista', 'Oftalmología'],
    ['el oculista', 'Oftalmología'],
    ['dentista', 'Odontología'],
    ['pediatra', 'Pediatría'],
    ['traumatólogo', 'Traumatología y Ortopedia'],
    ['traumatologo', 'Traumatología y Ortopedia'],
    ['el traumato', 'Traumatología y Ortopedia'],
    ['cardiologo', 'Cardiología'],
    ['CARDIÓLOGA', 'Cardiología'],
    ['ginecóloga', 'Ginecología'],
    ['obstetra', 'Obstetricia'],
    ['dermatologo', 'Dermatología'],
    ['otorrino', 'Otorrinolaringología'],
    ['kine', 'Kinesiología'],
    ['psicologa', 'Psicología'],
    ['analista', 'Psicología'],
    ['psiquiatra', 'Psiquiatría'],
    ['neurologo', 'Neurología'],
    ['nutricionista', 'Nutrición'],
    ['endocrino', 'Endocrinología'],
    ['urologo', 'Urología'],
    ['alergista', 'Alergia e Inmunología'],
    ['geriatra', 'Geriatría'],
    ['clinico', 'Clínica Médica'],
    ['medico de cabecera', 'Clínica Médica'],
    ['gastro', 'Gastroenterología'],
    ['fono', 'Fonoaudiología'],
    ['ortodoncista', 'Ortodoncia'],
    ['deportologo', 'Medicina del Deporte'],
    ['anestesista', 'Anestesiología'],
    ['cirujano', 'Cirugía General'],
    ['proctologo', 'Coloproctología'],
    // What people come with.
    ['huesos', 'Traumatología y Ortopedia'],
    ['me duele la espalda', 'Traumatología y Ortopedia'],
    ['piel', 'Dermatología'],
    ['acné', 'Dermatología'],
    ['corazón', 'Cardiología'],
    ['corazon', 'Cardiología'],
    ['presion alta', 'Cardiología'],
    ['ojos', 'Oftalmología'],
    ['la vista', 'Oftalmología'],
    ['dientes', 'Odontología'],
    ['muelas', 'Odontología'],
    ['chicos', 'Pediatría'],
    ['nenes', 'Pediatría'],
    ['oídos', 'Otorrinolaringología'],
    ['garganta', 'Otorrinolaringología'],
    ['migraña', 'Neurología'],
    ['dieta', 'Nutrición'],
    ['tiroides', 'Endocrinología'],
    ['próstata', 'Urología'],
    ['reuma', 'Reumatología'],
    ['estomago', 'Gastroenterología'],
    ['riñones', 'Nefrología'],
    ['asma', 'Neumonología'],
    ['cáncer', 'Oncología'],
    ['diabetes', 'Diabetología'],
    ['brackets', 'Ortodoncia'],
    ['sangre', 'Hematología'],
    ['apto fisico', 'Medicina del Deporte'],
    ['mamas', 'Mastología'],
    ['radiografia', 'Diagnóstico por Imágenes'],
    ['ansiedad', 'Psicología'],
    ['depresion', 'Psiquiatría'],
    // One typo in a word of 5 letters or more.
    ['oftalmolgia', 'Oftalmología'],
    ['oftalmologa', 'Oftalmología'],
    ['oculsta', 'Oftalmología'],
    ['dentsita', 'Odontología'],
    ['pediatar', 'Pediatría'],
    ['pedaitra', 'Pediatría'],
    ['traumatologp', 'Traumatología y Ortopedia'],
    ['cardiolgia', 'Cardiología'],
    ['dermatologai', 'Dermatología'],
    ['psicolgo', 'Psicología'],
    ['otorinolaringologia', 'Otorrinolaringología'],
    ['kinesologia', 'Kinesiología'],
    ['nutricionsita', 'Nutrición'],
    ['ginecolgo', 'Ginecología'],
    ['hueso', 'Traumatología y Ortopedia'],
  ])('%j → %s, first', (search, specialty) => {
    expect(offered(specialties, search)[0]).toBe(specialty);
  });

  it('a word may lead to more than one specialty: embarazo → Obstetricia and Ginecología', () => {
    expect(offered(specialties, 'embarazo').slice(0, 2).sort()).toEqual(['Ginecología', 'Obstetricia']);
    expect(offered(specialties, 'embarzo').slice(0, 2).sort()).toEqual(['Ginecología', 'Obstetricia']);
    expect(offered(specialties, 'varices').sort()).toEqual(['Angiología y Cirugía Vascular', 'Flebología']);
  });

  it('a dentist for children comes after the dentist', () => {
    expect(offered(specialties, 'dentista')).toEqual(['Odontología', 'Odontopediatría']);
  });

  it.each([
    ['ojso', 'a 4-letter word with a typo (ojos)'],
    ['peil', 'a 4-letter word with a typo (piel)'],
    ['knie', 'a 4-letter word with a typo (kine)'],
    ['oftlmolgia', 'two typos'],
    ['perro', 'an unrelated word'],
    ['zapatillas', 'an unrelated word'],
    ['computadora', 'an unrelated word'],
    ['pizza', 'an unrelated word'],
    ['futbol', 'an unrelated word'],
  ])('%j finds nothing (%s)', (search) => {
    expect(offered(specialties, search)).toEqual([]);
  });

  it('a right beginning brings no look-alike: neuro is never Nefrología, pedia never Psiquiatría', () => {
    expect(offered(specialties, 'neuro')).toEqual(['Neurocirugía', 'Neurología']);
    expect(offered(specialties, 'pedia')).not.toContain('Psiquiatría');
    expect(offered(specialties, 'pie')).not.toContain('Pediatría');
  });
});

describe('the same words lead to the services', () => {
  it.each([
    ['oculista', 'Oftalmología'],
    ['dentista', 'Odontología'],
    ['rayos', 'Radiología'],
    ['placa', 'Radiología'],
    ['eco', 'Ecografía'],
    ['analisis de sangre', 'Laboratorio de análisis clínicos'],
    ['urgencia', 'Guardia 24 hs'],
    ['vacunas', 'Vacunatorio'],
    ['kine', 'Kinesiología y fisioterapia'],
    ['parto', 'Maternidad'],
    ['psicologo', 'Salud mental'],
    ['riñon', 'Diálisis'],
    ['mamografia', 'Mamografía'],
    ['tomografia', 'Tomografía computada'],
  ])('%j → %s, among the first two (a word may name two services)', (search, service) => {
    expect(offered(services, search).slice(0, 2)).toContain(service);
  });
});

describe('the table', () => {
  const words = new Set(MEDICAL_WORDS.flatMap((entry) => entry.words));
  const reached = (names: typeof specialties) =>
    new Set(MEDICAL_WORDS.flatMap(({ words }) => words.flatMap((word) => offered(names, word))));

  it('every word, searched alone, offers every name its entry leads to', () => {
    for (const entry of MEDICAL_WORDS) {
      const targets = leadsTo(entry.stems);
      for (const word of entry.words) {
        const found = offered([...specialties, ...services], word);
        for (const target of targets) expect(found, `${word} → ${target}`).toContain(target);
      }
    }
  });

  it('covers at least 40 specialties with at least 100 words, each entry leading somewhere', () => {
    expect(reached(specialties).size).toBeGreaterThanOrEqual(40);
    expect(words.size).toBeGreaterThanOrEqual(100);
    for (const { stems } of MEDICAL_WORDS) expect(leadsTo(stems), stems.join(', ')).not.toEqual([]);
  });
});

/** The specialties and services whose name holds one of the stems at the start of a word. */
function leadsTo(stems: readonly string[]) {
  return [...SPECIALTY_NAMES, ...SERVICE_NAMES].filter((name) =>
    stems.some((stem) => ` ${foldName(name)}`.includes(` ${foldName(stem)}`)),
  );
}

/** A name as the matcher reads it for stems: lowercased, no accents, little words gone. */
function foldName(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((token) => !['y', 'e', 'de', 'del', 'por', 'la'].includes(token))
    .join(' ');
}

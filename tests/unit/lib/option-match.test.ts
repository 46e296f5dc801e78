// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WordTable } from '@/config/medical-words';
import { matchOptions, oneTypoApart } from '@/lib/option-match';

describe('oneTypoApart: an edit distance of at most 1, a swap of neighbours counting as one edit', () => {
  it.each([
    ['', '', true],
    ['a', '', true],
    ['ab', '', false],
    ['oftalmologia', 'oftalmologia', true],
    ['oftalmolgia', 'oftalmologia', true], // a letter left out
    ['oftalmologiaa', 'oftalmologia', true], // one too many
    ['xoftalmologia', 'oftalmologia', true], // one too many, first
    ['oftalmilogia', 'oftalmologia', true], // one wrong
    ['oftalmologio', 'oftalmologia', true], // one wrong, last
    ['pediatar', 'pediatra', true], // two neighbours swapped
    ['dentsita', 'dentista', true],
    ['ocluista', 'oculista', true],
    ['epdiatra', 'pediatra', true], // swapped, first
    ['cardiologo', 'cardiologia', false], // one wrong and one missing
    ['oftlmolgia', 'oftalmologia', false], // two missing
    ['pedaitar', 'pediatra', false], // two swaps
    ['abc', 'cba', false], // not neighbours
    ['neuro', 'nefro', true],
    ['kitten', 'sitting', false],
  ])('%j and %j: %s', (a, b, apart) => {
    expect(oneTypoApart(a, b)).toBe(apart);
    expect(oneTypoApart(b, a)).toBe(apart);
  });
});

const option = (label: string) => ({ value: label, label });
const options = [
  'TODOS',
  'Cardiología',
  'Cirugía Cardiovascular',
  'Cirugía Pediátrica',
  'Neurocirugía',
  'Nefrología',
  'Neurología',
  'Oftalmología',
  'Pediatría',
  'Traumatología y Ortopedia',
].map(option);
const table: WordTable = [
  { stems: ['oftalmolog'], words: ['oculista', 'ojos'] },
  { stems: ['pediatria'], words: ['pediatra', 'chicos'] },
  { stems: ['traumatolog'], words: ['traumatólogo', 'huesos', 'dolor de espalda'] },
  { stems: ['cardiolog'], words: ['corazón', 'cardiólogo'] },
];
const found = (search: string) =>
  matchOptions(options, search, table).map(({ option, word }) => (word ? `${option.label} · ${word}` : option.label));

describe('matchOptions', () => {
  it('an empty search finds every option, in order', () => {
    expect(found('')).toEqual(options.map((o) => o.label));
    expect(found('  ')).toEqual(options.map((o) => o.label));
  });

  it('ignores case and accents, on both sides', () => {
    expect(found('CARDIOLOGIA')).toEqual(['Cardiología']);
    expect(found('pediatría')[0]).toBe('Pediatría');
    expect(found('traumatologo')).toEqual(['Traumatología y Ortopedia · traumatólogo']);
  });

  it('the best match first: the whole name, its beginning, a word of it, an everyday word, any part of it', () => {
    expect(found('cardiologia')).toEqual(['Cardiología']);
    expect(found('cardio')).toEqual(['Cardiología', 'Cirugía Cardiovascular']);
    expect(found('ciru')).toEqual(['Cirugía Cardiovascular', 'Cirugía Pediátrica', 'Neurocirugía']);
    expect(found('ortopedia')).toEqual(['Traumatología y Ortopedia']);
    expect(found('logia')).toEqual([
      'Cardiología',
      'Nefrología',
      'Neurología',
      'Oftalmología',
      'Traumatología y Ortopedia',
    ]);
  });

  it('an everyday word says which word found the option', () => {
    expect(matchOptions(options, 'oculista', table)).toEqual([{ option: option('Oftalmología'), word: 'oculista' }]);
    expect(found('ocu')).toEqual(['Oftalmología · oculista']);
    expect(found('el oculista')).toEqual(['Oftalmología · oculista']);
    expect(found('me duelen los huesos')).toEqual(['Traumatología y Ortopedia · huesos']);
    expect(found('espalda')).toEqual(['Traumatología y Ortopedia · dolor de espalda']);
  });

  it('a name found by itself says nothing more, even when a word would also find it', () => {
    expect(found('oftalmo')).toEqual(['Oftalmología']);
  });

  it('one typo in a word of 5 letters or more, only when nothing is found without', () => {
    expect(found('oftalmolgia')).toEqual(['Oftalmología']);
    expect(found('oftamologia')).toEqual(['Oftalmología']);
    expect(found('oculsta')).toEqual(['Oftalmología · oculista']);
    expect(found('pediatar')).toEqual(['Pediatría · pediatra', 'Cirugía Pediátrica']);
    expect(found('huesso')).toEqual(['Traumatología y Ortopedia · huesos']);
    expect(found('cardiloogia')).toEqual(['Cardiología']); // a swap while still typing
    // A correct beginning never brings look-alikes.
    expect(found('neuro')).toEqual(['Neurocirugía', 'Neurología']);
  });

  it('never matches a short word with a typo, nor a word with two typos', () => {
    expect(found('ojso')).toEqual([]);
    expect(found('ojs')).toEqual([]);
    expect(found('oftlmolgia')).toEqual([]);
  });

  it('offers an everyday word by its beginning only from 3 letters', () => {
    expect(found('oc')).toEqual(['Neurocirugía']); // 'neurOCirugía': any part of a name still counts
    expect(found('ocu')).toEqual(['Oftalmología · oculista']);
  });

  it('unrelated words find nothing', () => {
    for (const search of ['perro', 'zapatillas', 'mesa', 'xyz', 'auto']) expect(found(search)).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { coordinate, decimal, foldText, intId, optionalInt, requiredDecimal, requiredText, yesNo } from '@/lib/zod';

const read = <T extends z.core.$ZodType>(schema: T, value: unknown) => z.safeParse(schema, value);

describe('decimal: amounts as numbers or decimal text', () => {
  it.each([
    [85000.5, 85000.5],
    ['85000.50', 85000.5],
    [' 91200 ', 91200],
    ['-34.6037', -34.6037],
    ['.5', 0.5],
    ['1e3', 1000],
    [0, 0],
    ['0', 0],
  ])('%j → %j', (value, expected) => {
    expect(z.parse(decimal(), value)).toBe(expected);
  });
  it.each(['', '  ', null, undefined, 'abc', '85.000,50', '12abc', NaN, Infinity, {}, [], true])(
    '%j → null (never 0, never a failure)',
    (value) => {
      expect(z.parse(decimal(), value)).toBeNull();
      expect(z.parse(coordinate(), value)).toBeNull();
    },
  );
});

describe('requiredDecimal: an amount a row cannot do without', () => {
  it('reads numbers and decimal text', () => {
    expect(z.parse(requiredDecimal(), '85000.50')).toBe(85000.5);
    expect(z.parse(requiredDecimal(), 0)).toBe(0);
  });
  it.each(['', null, undefined, 'abc'])('fails the row for %j', (value) => {
    expect(read(requiredDecimal(), value).success).toBe(false);
  });
});

describe('intId: an id a row cannot do without', () => {
  it.each([
    [7, 7],
    ['42', 42],
    [' 42 ', 42],
    [-3, -3],
  ])('%j → %j', (value, expected) => {
    expect(z.parse(intId(), value)).toBe(expected);
  });
  it.each([null, undefined, '', '  ', true, 1.5, '1.5', 'abc', NaN, {}])('fails the row for %j', (value) => {
    expect(read(intId(), value).success).toBe(false);
  });
  it('in an object, a missing id fails the object', () => {
    expect(read(z.object({ id: intId() }), {}).success).toBe(false);
  });
});

describe('optionalInt: an integer the screen can do without', () => {
  it('reads numbers and numeric text; undefined for anything else, a missing key included', () => {
    expect(z.parse(optionalInt(), '12')).toBe(12);
    expect(z.parse(optionalInt(), 0)).toBe(0);
    for (const value of [null, undefined, '', 'doce', 1.5, false])
      expect(z.parse(optionalInt(), value)).toBeUndefined();
    expect(z.parse(z.object({ n: optionalInt() }), {})).toEqual({ n: undefined });
  });
});

describe('requiredText: a name or label a row cannot do without', () => {
  it('is trimmed; numbers become text', () => {
    expect(z.parse(requiredText(), '  Clínica Norte ')).toBe('Clínica Norte');
    expect(z.parse(requiredText(), 1234)).toBe('1234');
  });
  it.each(['', '   ', null, undefined, {}, NaN, true])('fails the row for %j', (value) => {
    expect(read(requiredText(), value).success).toBe(false);
  });
});

describe('yesNo: a flag as the API may send it', () => {
  it.each(['si', 'SI', 'Sí', ' sí ', 's', 'S', 'yes', 'Y', 'true', '1', true, 1])('%j is yes', (value) => {
    expect(z.parse(yesNo(), value)).toBe(true);
  });
  it.each(['no', 'N', '0', '', 'quizás', false, 0, 2, null, undefined, {}])('%j is no', (value) => {
    expect(z.parse(yesNo(), value)).toBe(false);
  });
  it('never fails the row, a missing key included', () => {
    expect(z.parse(z.object({ delivery: yesNo() }), {})).toEqual({ delivery: false });
  });
});

describe('foldText: labels compared without case, accents or surrounding spaces', () => {
  it.each([
    [' Actualización ', 'actualizacion'],
    ['ÑANDÚ', 'nandu'],
    ['Güemes', 'guemes'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(foldText(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod/mini';
import {
  buildShareLink,
  flagParam,
  idParam,
  pageParam,
  parseFlagValue,
  parseIdValue,
  parseTextValue,
  textParam,
} from '@/lib/search-params';
import { parseProviderSearch, effectiveProviderFilters } from '@/features/directories/search/provider-search';
import { providerShareParams } from '@/features/directories/search/search-changes';

describe('buildShareLink', () => {
  it('joins the public site address, the path and the parameters', () => {
    expect(
      buildShareLink('https://www.saludplena.example', '/farmacias', { province_id: '1', pharmacies_name: 'Del Sol' }),
    ).toBe('https://www.saludplena.example/farmacias?province_id=1&pharmacies_name=Del+Sol');
  });
  it('has no "?" without parameters and no double slash', () => {
    expect(buildShareLink('https://x.example/', '/cartilla-medica', {})).toBe('https://x.example/cartilla-medica');
    expect(buildShareLink('https://x.example', '/farmacias', { a: '' })).toBe('https://x.example/farmacias');
  });
  it('escapes what it carries, and opening the link gives back the same filters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 5000 }), (name, province) => {
        const filters = effectiveProviderFilters(parseProviderSearch({ name, province_id: province }));
        const link = buildShareLink('https://www.saludplena.example', '/cartilla-medica', providerShareParams(filters));
        const url = new URL(link);
        expect(url.origin + url.pathname).toBe('https://www.saludplena.example/cartilla-medica');
        const reopened = parseProviderSearch(Object.fromEntries(url.searchParams));
        expect(effectiveProviderFilters(reopened)).toEqual(filters);
      }),
    );
  });
});

describe('parseIdValue: an id from a select or the address', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [' 42 ', 42],
    ['2147483647', 2_147_483_647],
  ])('%j → %j', (value, expected) => {
    expect(parseIdValue(value)).toBe(expected);
  });
  it.each([
    0,
    -1,
    1.5,
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '12345678901',
    '',
    'abc',
    'all',
    'TODOS',
    null,
    undefined,
    NaN,
    true,
  ])('%j → undefined', (value) => {
    expect(parseIdValue(value)).toBeUndefined();
  });
});

describe('parseTextValue: a name typed in the search form', () => {
  it('is trimmed; numbers the router decoded from the address come back as text', () => {
    expect(parseTextValue('  Del Sol ')).toBe('Del Sol');
    expect(parseTextValue(123)).toBe('123');
    expect(parseTextValue('a'.repeat(120))).toBe('a'.repeat(120));
  });
  it.each([
    '',
    '   ',
    'a'.repeat(121),
    '<script>',
    'a{b}',
    'back\\slash',
    'tick`',
    'line\nbreak',
    'all',
    'todos',
    'TODOS',
    null,
    undefined,
    NaN,
    ['Del Sol'],
  ])('%j → undefined', (value) => {
    expect(parseTextValue(value)).toBeUndefined();
  });
});

describe('parseFlagValue: an on/off view state', () => {
  it.each([1, '1', true, 'true'])('%j is on', (value) => {
    expect(parseFlagValue(value)).toBe(1);
  });
  it.each([0, '0', false, 'false', 'si', '', null, undefined, 2])('%j is off', (value) => {
    expect(parseFlagValue(value)).toBeUndefined();
  });
});

describe('the search-param schemas never throw', () => {
  it('idParam, textParam and flagParam read like their parsers, undefined for garbage', () => {
    expect(z.parse(idParam, '7')).toBe(7);
    expect(z.parse(idParam, { nested: 1 })).toBeUndefined();
    expect(z.parse(textParam, ' farmacia ')).toBe('farmacia');
    expect(z.parse(textParam, '<b>')).toBeUndefined();
    expect(z.parse(flagParam, 'true')).toBe(1);
    expect(z.parse(flagParam, 'yes')).toBeUndefined();
  });
  it('pageParam: a page from 1 to 100000; anything else is page 1 (undefined)', () => {
    expect(z.parse(pageParam, '3')).toBe(3);
    expect(z.parse(pageParam, 100_000)).toBe(100_000);
    for (const value of [100_001, 0, '-2', 'abc', '', null, undefined])
      expect(z.parse(pageParam, value)).toBeUndefined();
  });
});

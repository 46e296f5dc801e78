// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { field, idText, optionalText, toText } from '@/lib/zod-text';

describe('toText', () => {
  it('keeps text as it is and writes finite numbers as text', () => {
    expect(toText('  Ana ')).toBe('  Ana ');
    expect(toText('')).toBe('');
    expect(toText(30111222)).toBe('30111222');
    expect(toText(0)).toBe('0');
    expect(toText(-1.5)).toBe('-1.5');
  });
  it.each([null, undefined, NaN, Infinity, true, {}, []])('%j → ""', (value) => {
    expect(toText(value)).toBe('');
  });
});

describe('optionalText and idText: fields the screen can do without', () => {
  const member = z.object({ full_name: optionalText(), personal_id: idText() });

  it('read text and numbers', () => {
    expect(z.parse(member, { full_name: 'María Gómez', personal_id: 30111222 })).toEqual({
      full_name: 'María Gómez',
      personal_id: '30111222',
    });
  });

  it('a missing, null or unreadable field is "", and never fails the object', () => {
    expect(z.parse(member, {})).toEqual({ full_name: '', personal_id: '' });
    expect(z.parse(member, { full_name: null, personal_id: { id: 1 } })).toEqual({ full_name: '', personal_id: '' });
  });
});

describe('field', () => {
  it('reads a missing key as undefined with its reader, instead of failing the object', () => {
    const schema = z.object({ count: field((value) => (typeof value === 'number' ? value : -1)) });
    expect(z.parse(schema, {})).toEqual({ count: -1 });
    expect(z.parse(schema, { count: 3 })).toEqual({ count: 3 });
  });
});

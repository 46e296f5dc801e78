import { describe, expect, it } from 'vitest';
import { safeExternalUrl, telHref } from '@/lib/safe-url';

describe('external links', () => {
  it.each([
    ['https://clinica.example/turnos', 'https://clinica.example/turnos'],
    ['http://clinica.example', 'http://clinica.example/'],
    ['www.clinica.example', 'https://www.clinica.example/'],
    ['javascript:alert(1)', null],
    ['ftp://files.example', null],
    ['data:text/html,hi', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });
  it('builds tel: links from displayed numbers', () => {
    expect(telHref('(011) 4555-1234 int. 2')).toBe('tel:01145551234');
    expect(telHref('-')).toBeNull();
  });
});

describe('edge cases of what providers send', () => {
  it('trims spaces and accepts a scheme-less address in capitals', () => {
    expect(safeExternalUrl('  https://clinica.example/turnos  ')).toBe('https://clinica.example/turnos');
    expect(safeExternalUrl('WWW.Clinica.example')).toBe('https://www.clinica.example/');
    expect(safeExternalUrl(undefined)).toBeNull();
    expect(safeExternalUrl('clinica.example')).toBeNull();
    expect(safeExternalUrl('https://')).toBeNull();
  });

  it.each([
    ['4555-1234 / 4555-5678', 'tel:45551234'],
    ['011 4555-1234 interno 12', 'tel:01145551234'],
    ['(011) 4555-1234, 4555-9999', 'tel:01145551234'],
    ['+54 11 4555-1234', 'tel:+541145551234'],
    ['0800-222-1234; 0800-333', 'tel:08002221234'],
  ])('the first number of %j → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each(['', '12345', 'sin teléfono', 'int. 2', '/ 4555-1234'])('no link for %j (fewer than six digits)', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});

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

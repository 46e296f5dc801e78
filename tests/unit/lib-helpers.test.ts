import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '@/lib/html';
import { safeExternalUrl, telHref } from '@/lib/safe-url';
import { ageInYears, formatDate, formatDateTime } from '@/lib/dates';
import { pageWindow } from '@/lib/page-window';
import { pageCount } from '@/api/paged';
import { findContactType, normalizeLabel } from '@/api/contact-form';

describe('html escaping', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });
  it('escapes only the interpolated values', () => {
    expect(html`<p><b>Nombre:</b> ${'<script>'}</p>`).toBe('<p><b>Nombre:</b> &lt;script&gt;</p>');
  });
});

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

describe('dates and money in es-AR', () => {
  it('formats dates and times', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDateTime('2026-03-09 14:05:00')).toMatch(/^09\/03\/2026,? 14:05$/);
    expect(formatDate('no es fecha')).toBe('-');
  });
  it('computes age in whole years', () => {
    expect(ageInYears('1985-04-12', new Date('2026-04-11T12:00:00'))).toBe(40);
    expect(ageInYears('1985-04-12', new Date('2026-04-12T12:00:00'))).toBe(41);
    expect(ageInYears('')).toBeNull();
  });
});

describe('paging', () => {
  it('shows up to four pages on either side', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(3, 0)).toEqual([]);
  });
  it('counts pages from total and page size', () => {
    expect(pageCount(123, 5)).toBe(25);
    expect(pageCount(0, 5)).toBe(1);
  });
});

describe('contact types by keyword (spec 02 §3)', () => {
  const types = [
    { id: 1, name: 'Solicitud de arrepentimiento', loggedin: 0 as const },
    { id: 2, name: 'Solicitud de Información', loggedin: 1 as const },
    { id: 3, name: 'Actualización de datos personales', loggedin: 1 as const },
  ];
  it('lowercases and strips accents', () => {
    expect(normalizeLabel('Actualización ÑANDÚ')).toBe('actualizacion nandu');
  });
  it('prefers the members’ type', () => {
    expect(findContactType(types, 'solicitud')?.id).toBe(2);
    expect(findContactType(types, 'actualizacion')?.id).toBe(3);
    expect(findContactType(types, 'trabaja')).toBeUndefined();
  });
});

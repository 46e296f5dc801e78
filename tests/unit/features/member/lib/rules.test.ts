import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BADGE_COLORS,
  canDownloadInvoice,
  imagingStatusTone,
  invoiceStatusTone,
  lastPage,
} from '@/features/member/lib/rules';
import { compactDate, moreauPath } from '@/api/member/moreau-path';
import { findContactType, normalizeLabel, type ContactFormType } from '@/api/contact-form';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('invoice download rule', () => {
  it.each([
    ['no', 'Impago', false],
    ['no', 'Parcial', false],
    ['no', 'Saldado', true],
    ['no', ' saldado ', true],
    ['si', 'Impago', true],
    ['si', 'Parcial', true],
    ['si', 'Saldado', true],
  ] as const)('download %s, estado %s → link %s', (download, estado, expected) => {
    expect(canDownloadInvoice({ download, estado })).toBe(expected);
  });
});

describe('status badges', () => {
  it('invoices: Impago danger, Parcial warning, anything else success', () => {
    expect(invoiceStatusTone('Impago')).toBe('danger');
    expect(invoiceStatusTone('Parcial')).toBe('warning');
    expect(invoiceStatusTone('Saldado')).toBe('success');
    expect(invoiceStatusTone('Otro')).toBe('success');
  });
  it('imaging: Finalizado success, anything else warning', () => {
    expect(imagingStatusTone('Finalizado')).toBe('success');
    expect(imagingStatusTone('En proceso')).toBe('warning');
    expect(imagingStatusTone('')).toBe('warning');
  });
  it('every badge colour pair passes WCAG AA for small text', () => {
    for (const { background, text } of Object.values(BADGE_COLORS)) {
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contact type by keyword', () => {
  const types: ContactFormType[] = [
    { id: 5, name: 'Trabaja con nosotros', loggedin: 0 },
    { id: 2, name: 'SOLICITUD general', loggedin: 0 },
    { id: 9, name: 'Pedido de credencial', loggedin: 1 },
    { id: 10, name: 'Actualización de Datos Personales', loggedin: 1 },
    { id: 11, name: 'Solicitud de información', loggedin: 1 },
    { id: 12, name: 'Sugerencias y mejoras', loggedin: 1 },
  ];
  it('lowercases and strips accents', () => {
    expect(normalizeLabel('Actualización de Datos')).toBe('actualizacion de datos');
  });
  it('finds the members’ type by keyword', () => {
    expect(findContactType(types, 'pedido')?.id).toBe(9);
    expect(findContactType(types, 'actualizacion')?.id).toBe(10);
    expect(findContactType(types, 'solicitud')?.id).toBe(11);
    expect(findContactType(types, 'sugerencias')?.id).toBe(12);
    expect(findContactType(types, 'autorizaciones')).toBeUndefined();
  });
});

describe('moreau path', () => {
  const member = { full_name: 'María Laura González', personal_id: '30111222', born_date: '1983-05-14' };
  const pathOf = (m: typeof member) => {
    const target = moreauPath(m);
    return 'path' in target ? target.path : `missing: ${target.missing.join(', ')}`;
  };
  it('takes the first word of the name, the id and the birth date as YYYYMMDD', () => {
    expect(pathOf(member)).toBe(`api/web/moreau/execute/${encodeURIComponent('María')}/30111222/19830514`);
  });
  it('trims spaces and encodes every segment', () => {
    expect(pathOf({ ...member, full_name: '  José/Luis  Pérez ' })).toBe(
      `api/web/moreau/execute/${encodeURIComponent('José/Luis')}/30111222/19830514`,
    );
    expect(pathOf({ ...member, personal_id: '12 34?' })).toContain('/12%2034%3F/');
  });
  it('makes no path when the record lacks a part, and says which', () => {
    expect(moreauPath({ ...member, born_date: '' })).toEqual({ missing: ['birthDate'] });
    expect(moreauPath({ ...member, born_date: 'sin fecha', personal_id: ' ' })).toEqual({
      missing: ['document', 'birthDate'],
    });
    expect(moreauPath({ ...member, full_name: '' })).toEqual({ missing: ['name'] });
  });
  it('never carries a "." or ".." segment (a URL reads them as folders)', () => {
    expect(moreauPath({ ...member, full_name: '.. Pérez' })).toEqual({ missing: ['name'] });
    expect(moreauPath({ ...member, personal_id: '..' })).toEqual({ missing: ['document'] });
    expect(moreauPath({ ...member, personal_id: '.' })).toEqual({ missing: ['document'] });
  });
  it('compacts every API date shape and rejects others', () => {
    expect(compactDate('2026-01-09 10:30:00')).toBe('20260109');
    expect(compactDate('09/01/2026')).toBe('20260109');
    expect(compactDate('2026-01-09T00:00:00.000000Z')).toBe('20260109');
    expect(compactDate('9 de enero')).toBe('');
  });
  it('never lets a name add path segments', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, document) => {
        const target = moreauPath({ ...member, full_name: name, personal_id: document });
        if ('missing' in target) return;
        const segments = target.path.split('/');
        expect(segments).toHaveLength(7);
        expect(new URL(target.path, 'https://api.example/').pathname.split('/')).toHaveLength(8);
      }),
    );
  });
});

describe('last page from the paged envelope', () => {
  it('reads ?page= from links.last', () => {
    expect(lastPage({ last: 'http://api/api/web/member/appointments?page=5' }, 1)).toBe(5);
    expect(lastPage({ last: null }, 3)).toBe(3);
    expect(lastPage({ last: 'nonsense' }, 2)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BADGE_COLORS,
  canDownloadInvoice,
  imagingStatusTone,
  invoiceStatusTone,
  lastPage,
} from '@/features/member/lib/rules';

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

describe('last page from the paged envelope', () => {
  it('reads ?page= from links.last', () => {
    expect(lastPage({ last: 'http://api/api/web/member/appointments?page=5' }, 1)).toBe(5);
    expect(lastPage({ last: null }, 3)).toBe(3);
    expect(lastPage({ last: 'nonsense' }, 2)).toBe(2);
  });
});

import type { Invoice } from '@/api/member/invoices';
import { foldText } from '@/lib/zod';

/**
 * Badge colours. Each pair passes WCAG AA (4.5:1) for the badge's small text:
 * white on #a61e1e (7.4:1), near-black on #ffc94d (11.4:1), white on #1b6b34 (6.6:1).
 */
export const BADGE_COLORS = {
  danger: { background: '#a61e1e', text: '#ffffff' },
  warning: { background: '#ffc94d', text: '#1a1a1a' },
  success: { background: '#1b6b34', text: '#ffffff' },
} as const;

export type BadgeTone = keyof typeof BADGE_COLORS;

/**
 * States are compared case- and accent-insensitively ('IMPAGO', 'Saldado'). The API documents Saldado; 'Pagado' (and
 * the feminine forms) is what other billing systems call the same settled state, so it counts as settled too.
 */
const SETTLED = new Set(['saldado', 'saldada', 'pagado', 'pagada']);

/** Impago danger, Parcial warning, anything else (e.g. Saldado) success. */
export function invoiceStatusTone(estado: string): BadgeTone {
  const value = foldText(estado);
  if (value === 'impago' || value === 'impaga') return 'danger';
  if (value === 'parcial') return 'warning';
  return 'success';
}

/** Finalizado success, anything else warning. */
export function imagingStatusTone(estado: string): BadgeTone {
  return foldText(estado) === 'finalizado' ? 'success' : 'warning';
}

/** No link when download is 'no' and the invoice is not settled (Saldado); otherwise 'Descargar'. */
export function canDownloadInvoice(invoice: Pick<Invoice, 'download' | 'estado'>): boolean {
  return invoice.download === 'si' || SETTLED.has(foldText(invoice.estado));
}

/** Page count from the paged envelope: the page in links.last, else the current page. */
export function lastPage(links: { last: string | null }, currentPage: number): number {
  if (links.last) {
    try {
      const page = Number(new URL(links.last, 'http://x').searchParams.get('page'));
      if (Number.isInteger(page) && page >= 1) return Math.max(page, currentPage);
    } catch {
      // fall through
    }
  }
  return currentPage;
}

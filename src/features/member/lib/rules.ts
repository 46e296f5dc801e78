import type { Invoice } from '../schemas';

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

/** Impago danger, Parcial warning, anything else (e.g. Saldado) success (spec 02 §4). */
export function invoiceStatusTone(estado: string): BadgeTone {
  const value = estado.trim().toLowerCase();
  if (value === 'impago') return 'danger';
  if (value === 'parcial') return 'warning';
  return 'success';
}

/** Finalizado success, anything else warning (spec 02 §4). */
export function imagingStatusTone(estado: string): BadgeTone {
  return estado.trim().toLowerCase() === 'finalizado' ? 'success' : 'warning';
}

/** No link when download is 'no' and the invoice is not Saldado; otherwise 'Descargar' (spec 02 §4). */
export function canDownloadInvoice(invoice: Pick<Invoice, 'download' | 'estado'>): boolean {
  return !(invoice.download === 'no' && invoice.estado.trim().toLowerCase() !== 'saldado');
}

/** 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss') → 'YYYYMMDD'; '' when it is not such a date. */
export function compactDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : '';
}

/** api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}, each segment encoded. */
export function moreauPath(member: { full_name: string; personal_id: string; born_date: string }): string {
  const firstName = member.full_name.trim().split(/\s+/)[0] ?? '';
  return ['api/web/moreau/execute', firstName, member.personal_id.trim(), compactDate(member.born_date)]
    .map((segment, i) => (i === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
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

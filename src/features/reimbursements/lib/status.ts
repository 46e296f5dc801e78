import type { ReimbursementStatus } from '@/api/member/reimbursements';

/** Each status's words, as the member reads them. */
export const STATUS_LABELS: Record<ReimbursementStatus, string> = {
  recibido: 'Recibido',
  en_revision: 'En revisión',
  observado: 'Observado',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
  pagado: 'Pagado',
};

/** Badge colours with at least 4.5:1 contrast on their text. */
export const STATUS_COLORS: Record<ReimbursementStatus, { background: string; text: string }> = {
  recibido: { background: '#e7eef8', text: '#1a3d6d' },
  en_revision: { background: '#1a4f8b', text: '#ffffff' },
  observado: { background: '#ffc94d', text: '#1a1a1a' },
  aprobado: { background: '#1b6b34', text: '#ffffff' },
  rechazado: { background: '#a61e1e', text: '#ffffff' },
  pagado: { background: '#0f4d24', text: '#ffffff' },
};

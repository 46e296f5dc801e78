import type { ReimbursementStatus } from '@/api/member/reimbursements';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/status';

/**
 * The status as a coloured label. Plain markup rather than Mantine's Badge, whose label cuts its text off when the
 * member widens the text spacing (WCAG 1.4.12): this one grows with it.
 */
export function ReimbursementStatusBadge({ status }: { status: ReimbursementStatus }) {
  const colors = STATUS_COLORS[status];
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '2px 8px',
        borderRadius: 4,
        background: colors.background,
        color: colors.text,
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 700,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

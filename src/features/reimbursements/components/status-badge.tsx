import { Badge } from '@mantine/core';
import type { ReimbursementStatus } from '@/api/member/reimbursements';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/status';
import '@mantine/core/styles/Badge.css';

export function ReimbursementStatusBadge({ status }: { status: ReimbursementStatus }) {
  const colors = STATUS_COLORS[status];
  return (
    <Badge variant="filled" color={colors.background} c={colors.text} radius="sm" tt="none" size="md">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

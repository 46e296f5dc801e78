import { Badge } from '@mantine/core';
import { BADGE_COLORS, type BadgeTone } from '../lib/rules';
import '@mantine/core/styles/Badge.css';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  const colors = BADGE_COLORS[tone];
  return (
    <Badge variant="filled" color={colors.background} c={colors.text} radius="sm" tt="none" size="md">
      {children || '-'}
    </Badge>
  );
}

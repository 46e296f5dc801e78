import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on small screens. The scrolling region is focusable and
 * named, so it can be scrolled by keyboard (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}

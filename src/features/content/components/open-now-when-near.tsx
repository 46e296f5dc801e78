import { lazy, Suspense } from 'react';
import type { WeeklyHours } from '@/lib/opening-hours';
import { useNearViewport } from '@/lib/use-near-viewport';
import classes from './open-now.module.css';

const OpenNow = lazy(() => import('./open-now').then((m) => ({ default: m.OpenNow })));

/**
 * 'Abierto ahora' for content below the fold (the home page's centre boxes): its code is fetched when the visitor
 * scrolls near it, not with the page's first load. Until then its line is kept empty, so nothing moves.
 */
export function OpenNowWhenNear({ schedule, className }: { schedule: WeeklyHours; className?: string }) {
  const near = useNearViewport<HTMLParagraphElement>();
  const empty = <p ref={near.ref} className={`${classes.status} ${className ?? ''}`} />;
  if (!near.visible) return empty;
  return (
    <Suspense fallback={empty}>
      <OpenNow schedule={schedule} className={className} />
    </Suspense>
  );
}

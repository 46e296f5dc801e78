import { lazy, Suspense, useState } from 'react';
import { useIntersection } from '@mantine/hooks';
import type { WeeklyHours } from '@/lib/opening-hours';
import classes from './open-now.module.css';

/** Fetched this far before it scrolls into view. */
const NEAR = { rootMargin: '300px' };

const OpenNow = lazy(() => import('./open-now').then((m) => ({ default: m.OpenNow })));

/**
 * 'Abierto ahora' for content below the fold (the home page's centre boxes): its code is fetched when the visitor
 * scrolls near it, not with the page's first load. Until then its line is kept empty, so nothing moves.
 */
export function OpenNowWhenNear({ schedule, className }: { schedule: WeeklyHours; className?: string }) {
  const { ref, entry } = useIntersection<HTMLParagraphElement>(NEAR);
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  const empty = <p ref={ref} className={`${classes.status} ${className ?? ''}`} />;
  if (!near) return empty;
  return (
    <Suspense fallback={empty}>
      <OpenNow schedule={schedule} className={className} />
    </Suspense>
  );
}

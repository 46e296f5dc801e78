import { PUBLIC_HOLIDAYS } from '@/config/holidays';
import { openingStatus, type WeeklyHours } from '@/lib/opening-hours';
import { useHydrationDone } from '@/boot/hydration';
import { useNow } from '@/lib/use-now';
import classes from './open-now.module.css';

/**
 * 'Abierto ahora' or 'Cerrado ahora · Abre el lunes a las 8:00', in Buenos Aires time whatever the visitor's zone,
 * renewed every minute. Empty (its line kept) while a prerendered page hydrates: the markup was made at build time.
 */
export function OpenNow({ schedule, className }: { schedule: WeeklyHours; className?: string }) {
  const hydrated = useHydrationDone();
  const now = useNow();
  const lineClass = `${classes.status} ${className ?? ''}`;
  if (!hydrated) return <p className={lineClass} />;
  const status = openingStatus(schedule, now, PUBLIC_HOLIDAYS);
  return (
    <p className={lineClass}>
      {status.open ? (
        <span className={classes.open}>Abierto ahora</span>
      ) : (
        <>
          <span className={classes.closed}>Cerrado ahora</span>
          {status.next && ` · ${status.next}`}
        </>
      )}
    </p>
  );
}

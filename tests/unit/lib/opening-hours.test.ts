import { describe, expect, it } from 'vitest';
import { PUBLIC_HOLIDAYS } from '@/config/holidays';
import { openingStatus, type WeeklyHours } from '@/lib/opening-hours';
import { centreById } from '@/features/content/data/centres';

const at = (iso: string) => new Date(iso);
const status = (id: Parameters<typeof centreById>[0], when: Date) =>
  openingStatus(centreById(id).schedule, when, PUBLIC_HOLIDAYS);

describe('opening hours (Buenos Aires time, UTC−3)', () => {
  // Saturday 28 November 2026, 10:00 in Buenos Aires = 13:00 UTC.
  const saturdayMorning = at('2026-11-28T13:00:00Z');
  // Tuesday 24 November 2026, 16:00 in Buenos Aires.
  const tuesdayAfternoon = at('2026-11-24T16:00:00-03:00');

  it('a Saturday morning: the clinic and the imaging centre are open, the others open on Monday', () => {
    expect(status('clinic', saturdayMorning)).toEqual({ open: true });
    expect(status('imaging', saturdayMorning)).toEqual({ open: true });
    expect(status('outpatient', saturdayMorning)).toEqual({ open: false, next: 'Abre el lunes a las 8:00' });
    expect(status('women', saturdayMorning)).toEqual({ open: false, next: 'Abre el lunes a las 9:30' });
  });

  it('a Tuesday afternoon: the women’s centre has closed at 15 and opens tomorrow', () => {
    expect(status('clinic', tuesdayAfternoon)).toEqual({ open: true });
    expect(status('outpatient', tuesdayAfternoon)).toEqual({ open: true });
    expect(status('imaging', tuesdayAfternoon)).toEqual({ open: true });
    expect(status('women', tuesdayAfternoon)).toEqual({ open: false, next: 'Abre mañana a las 9:30' });
  });

  it('the same instant reads the same in any time zone of the visitor (it is an instant, not a wall clock)', () => {
    // 23:30 on Friday in Buenos Aires is already Saturday in UTC and in Madrid: still Friday night here.
    const fridayNight = at('2026-11-27T23:30:00-03:00');
    expect(fridayNight.getUTCDay()).toBe(6);
    expect(status('imaging', fridayNight)).toEqual({ open: false, next: 'Abre mañana a las 8:00' });
    expect(status('outpatient', fridayNight)).toEqual({ open: false, next: 'Abre el lunes a las 8:00' });
  });

  it('edges: opens at the minute it opens, closed at the minute it closes; later the same day says "hoy"', () => {
    expect(status('imaging', at('2026-11-24T07:30:00-03:00'))).toEqual({ open: true });
    expect(status('imaging', at('2026-11-24T07:29:00-03:00'))).toEqual({ open: false, next: 'Abre hoy a las 7:30' });
    expect(status('imaging', at('2026-11-28T18:30:00-03:00'))).toEqual({
      open: false,
      next: 'Abre el lunes a las 7:30',
    });
    expect(status('outpatient', at('2026-11-24T18:00:00-03:00'))).toEqual({
      open: false,
      next: 'Abre mañana a las 8:00',
    });
  });

  it('a holiday closes the centres with hours (not the clinic), and the next opening skips it', () => {
    // Monday 7 and Tuesday 8 December 2026 are holidays: on Saturday 5 the medical centre opens on Wednesday 9.
    expect(status('clinic', at('2026-12-07T10:00:00-03:00'))).toEqual({ open: true });
    expect(status('outpatient', at('2026-12-07T10:00:00-03:00'))).toEqual({
      open: false,
      next: 'Abre el miércoles a las 8:00',
    });
    const hours: WeeklyHours = [{ days: [1], opens: '08:00', closes: '12:00' }];
    // Only Mondays, and Monday 7 December is a holiday: the next one is a week and more away, so its date is said.
    expect(openingStatus(hours, at('2026-12-05T10:00:00-03:00'), ['2026-12-07'])).toEqual({
      open: false,
      next: 'Abre el lunes 14/12 a las 8:00',
    });
    expect(openingStatus([], at('2026-12-05T10:00:00-03:00'))).toEqual({ open: false, next: null });
  });
});

import { companyTimeZone } from '@/config/time-zone';

/** One opening of a week: on these weekdays (0 = Sunday … 6 = Saturday), from `opens` to `closes` ("HH:mm"). */
type Opening = { readonly days: readonly number[]; readonly opens: string; readonly closes: string };
/** A place's week: 'always' (24 hours, every day, holidays too) or its openings. */
export type WeeklyHours = 'always' | readonly Opening[];

export type OpeningStatus =
  { open: true } | { open: false; /** "Abre el lunes a las 8:00"; null: not within two weeks. */ next: string | null };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};
/** "8:00", "9:30". */
const clock = (hhmm: string) => {
  const minutes = minutesOf(hhmm);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The company's wall clock (Buenos Aires, UTC−3 all year) as UTC fields, whatever the visitor's time zone. */
function wallClock(instant: Date) {
  const wall = new Date(instant.getTime() + companyTimeZone.utcOffsetMinutes * MINUTE);
  return { wall, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

const isoDay = (wall: Date) => wall.toISOString().slice(0, 10);

/** The openings of one calendar day (none on a holiday), earliest first. */
function openingsOn(hours: readonly Opening[], wall: Date, holidays: readonly string[]): Opening[] {
  if (holidays.includes(isoDay(wall))) return [];
  return hours.filter((o) => o.days.includes(wall.getUTCDay())).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

function whenText(daysAhead: number, wall: Date, opens: string): string {
  const at = `a las ${clock(opens)}`;
  if (daysAhead === 0) return `Abre hoy ${at}`;
  if (daysAhead === 1) return `Abre mañana ${at}`;
  const weekday = WEEKDAYS[wall.getUTCDay()];
  if (daysAhead < 7) return `Abre el ${weekday} ${at}`;
  return `Abre el ${weekday} ${wall.getUTCDate()}/${wall.getUTCMonth() + 1} ${at}`;
}

/**
 * Open or closed at `now`, in Buenos Aires time; when closed, when it opens next. Holidays (YYYY-MM-DD) close
 * every place that is not open 'always'.
 */
export function openingStatus(hours: WeeklyHours, now: Date, holidays: readonly string[] = []): OpeningStatus {
  if (hours === 'always') return { open: true };
  const { wall, minutes } = wallClock(now);
  if (openingsOn(hours, wall, holidays).some((o) => minutesOf(o.opens) <= minutes && minutes < minutesOf(o.closes)))
    return { open: true };
  for (let ahead = 0; ahead < 15; ahead += 1) {
    const day = new Date(wall.getTime() + ahead * DAY);
    const next = openingsOn(hours, day, holidays).find((o) => ahead > 0 || minutesOf(o.opens) > minutes);
    if (next) return { open: false, next: whenText(ahead, day, next.opens) };
  }
  return { open: false, next: null };
}

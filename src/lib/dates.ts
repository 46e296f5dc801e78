/**
 * Dates as the API may send them, read by ONE parser (`parseApiDate`) that every date on screen goes through.
 *
 *   2026-10-01                               a calendar date
 *   01/10/2026                               a calendar date (DD/MM/YYYY)
 *   2026-10-01 14:30 | 14:30:00 | 14:30:00.000   Buenos Aires wall-clock time ('T' instead of the space too)
 *   2026-10-01T17:30:00.000000Z | …-03:00    an instant (Laravel's default serialisation): shown in Buenos Aires time
 *
 * Buenos Aires is UTC−3 all year (no DST since 2009), so instants are shifted by a fixed three hours: the result is
 * the same in every browser, whatever the visitor's own time zone.
 *
 * A date is never shifted a day. A calendar date has no zone, so it is shown as written. And where only a date is
 * shown, an instant at exactly midnight UTC is a date that went through Laravel's date cast with a UTC app zone
 * (`2026-10-01T00:00:00.000000Z` is 1 October, not 30 September at 21:00): it shows its UTC day. A date-and-time
 * display (appointments) shows the instant as it is, in Buenos Aires time.
 */

type CalendarDay = { year: number; month: number; day: number };
type WallClock = CalendarDay & { hour: number; minute: number };

export type ApiDate = {
  /** The day to show where only a date is shown. */
  day: CalendarDay;
  /** Buenos Aires wall-clock date and time; null when the value is a date only. */
  time: WallClock | null;
};

const BUENOS_AIRES_OFFSET_MINUTES = -3 * 60;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** YYYY-MM-DD, then optionally [T ]HH:mm[:ss[.fraction]] and optionally Z or ±hh[[:]mm]. */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The fields as a UTC timestamp, or null when they name no real date/time (31/02, 25:00…). */
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number | null {
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(time);
  // Date.UTC maps years 0–99 to 1900–1999; such a year is not an API date anyway.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time;
}

/** The calendar fields of an instant read in UTC (for wall times stored as if they were UTC). */
export function wallClockOf(utcMs: number): WallClock {
  const d = new Date(utcMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const dayOf = ({ year, month, day }: CalendarDay): CalendarDay => ({ year, month, day });

/** "-03:00", "+0530", "-03", "Z" → minutes east of UTC. */
function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** Reads every date shape the API may send (see the top of this file); null when it is not a real date. */
export function parseApiDate(value: string | null | undefined): ApiDate | null {
  const text = value?.trim();
  if (!text) return null;

  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) {
    const [year, month, day] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
    return utcTime(year, month, day) === null ? null : { day: { year, month, day }, time: null };
  }

  const m = ISO_LIKE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (m[4] === undefined) {
    return utcTime(year, month, day) === null ? null : { day: { year, month, day }, time: null };
  }
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const fields = utcTime(year, month, day, Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
  if (fields === null) return null;

  const zone = m[8];
  if (zone === undefined) {
    // No zone: the API's own wall clock, which is Buenos Aires.
    const time = wallClockOf(fields);
    return { day: dayOf(time), time };
  }
  const instant = fields - offsetMinutes(zone) * MINUTE;
  const time = wallClockOf(instant + BUENOS_AIRES_OFFSET_MINUTES * MINUTE);
  const isUtcMidnight = ((instant % DAY) + DAY) % DAY === 0;
  return { day: isUtcMidnight ? dayOf(wallClockOf(instant)) : dayOf(time), time };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = ({ year, month, day }: CalendarDay) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/** "31/12/2026", or '-' when the value is not a date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? dayText(date.day) : '-';
}

/** "31/12/2026, 14:30" (Buenos Aires time); a date-only value gives just its date; '-' when it is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  if (!date) return '-';
  if (!date.time) return dayText(date.day);
  return `${dayText(date.time)}, ${pad(date.time.hour)}:${pad(date.time.minute)}`;
}

/** "2026-10-01" (the day a date-only display shows), or '' when the value is not a date. */
export function isoDay(value: string | null | undefined): string {
  const date = parseApiDate(value);
  if (!date) return '';
  const { year, month, day } = date.day;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whole years between a birth date and today, today being the visitor's calendar day (null when unknown). */
export function ageInYears(bornDate: string | null | undefined, today: Date = new Date()): number | null {
  const born = parseApiDate(bornDate)?.day;
  if (!born) return null;
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const beforeBirthday = month < born.month || (month === born.month && day < born.day);
  const years = year - born.year - (beforeBirthday ? 1 : 0);
  return years >= 0 ? years : null;
}

/** Today's calendar day in Buenos Aires (UTC−3 all year), whatever the visitor's own time zone. */
export function buenosAiresToday(now: Date = new Date()): Date {
  const wall = wallClockOf(now.getTime() + BUENOS_AIRES_OFFSET_MINUTES * MINUTE);
  return new Date(wall.year, wall.month - 1, wall.day);
}

/** Whole years between a birth date and today in Buenos Aires (null when unknown). */
export function ageInBuenosAires(bornDate: string | null | undefined, now: Date = new Date()): number | null {
  return ageInYears(bornDate, buenosAiresToday(now));
}

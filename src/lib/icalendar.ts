import { wallClockOf } from './dates';
/**
 * A small iCalendar writer (RFC 5545): one calendar of timed events in a fixed-offset time zone, enough for a
 * calendar download. The `ics` package does the same at ~24 KB gzip with three dependencies; this is well under 1 KB.
 */

/** A wall-clock time in the calendar's time zone. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second?: number };

/** A time zone without daylight saving time (Argentina since 2009): one STANDARD rule is the whole VTIMEZONE. */
type FixedOffsetZone = { id: string; utcOffsetMinutes: number; abbreviation: string };

export type CalendarEvent = {
  /** Globally unique and stable, so importing the same event twice updates it instead of duplicating it. */
  uid: string;
  start: WallTime;
  durationMinutes: number;
  summary: string;
  location?: string;
  description?: string;
};

export type Calendar = {
  /** PRODID, e.g. "-//Company//Product//ES". */
  productId: string;
  timeZone: FixedOffsetZone;
  events: CalendarEvent[];
  /** DTSTAMP: when the file was written. */
  now?: Date;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT value escaping (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks; other controls dropped. */
function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- TEXT allows no control character but HTAB
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')
  );
}

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line (RFC 5545 section 3.1): no physical line longer than 75 octets of UTF-8; each continuation starts
 * with one space (counted in its 75). Breaks fall between characters, never inside a multi-octet one.
 */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** "20250106T143000": a DATE-TIME in a named time zone (no "Z"). */
function formatWallTime(time: WallTime): string {
  return (
    `${pad(time.year, 4)}${pad(time.month)}${pad(time.day)}` +
    `T${pad(time.hour)}${pad(time.minute)}${pad(time.second ?? 0)}`
  );
}

/** "20250106T173000Z": a UTC DATE-TIME. */
function formatUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** The wall time `minutes` later (calendar arithmetic on the fields; a fixed-offset zone has no gaps). */
function addMinutes(time: WallTime, minutes: number): WallTime {
  const moved = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute + minutes, time.second ?? 0);
  return { ...wallClockOf(moved), second: new Date(moved).getUTCSeconds() };
}

/** "-0300" */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function timeZoneLines(zone: FixedOffsetZone): string[] {
  const offset = utcOffset(zone.utcOffsetMinutes);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.id}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${escapeText(zone.abbreviation)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: CalendarEvent, zone: FixedOffsetZone, stamp: string): string[] {
  const end = addMinutes(event.start, event.durationMinutes);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${zone.id}:${formatWallTime(event.start)}`,
    `DTEND;TZID=${zone.id}:${formatWallTime(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole iCalendar object: CRLF line ends, folded lines, ending with CRLF. */
export function writeCalendar({ productId, timeZone, events, now = new Date() }: Calendar): string {
  const stamp = formatUtc(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...timeZoneLines(timeZone),
    ...events.flatMap((event) => eventLines(event, timeZone, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

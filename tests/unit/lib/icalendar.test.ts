import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { writeCalendar, type CalendarEvent } from '@/lib/icalendar';
import { component, physicalLines, readIcs, unescapeText } from '../../utils/read-ics';

const ZONE = { id: 'America/Argentina/Buenos_Aires', utcOffsetMinutes: -180, abbreviation: '-03' };
const NOW = new Date(Date.UTC(2026, 10, 22, 18, 5, 9));
const octets = (s: string) => new TextEncoder().encode(s).length;

function calendarOf(event: Partial<CalendarEvent>) {
  return writeCalendar({
    productId: '-//Salud Plena//Portal de socios//ES',
    timeZone: ZONE,
    now: NOW,
    events: [
      {
        uid: 'turno-1@www.saludplena.example',
        start: { year: 2025, month: 1, day: 6, hour: 14, minute: 30 },
        durationMinutes: 30,
        summary: 'Turno',
        ...event,
      },
    ],
  });
}

/** The physical lines of one property as written: its first line and the continuation lines after it. */
function physicalLinesOf(ics: string, name: string): string[] {
  const lines = physicalLines(ics);
  const start = lines.findIndex((line) => line.startsWith(`${name}:`));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith(' '));
  return lines.slice(start, end);
}
const unfolded = (folded: string[]) => folded.map((l, i) => (i ? l.slice(1) : l)).join('');
const summaryOf = (ics: string) => component(readIcs(ics), 'VEVENT').get('SUMMARY')!.value;

describe('iCalendar TEXT escaping (RFC 5545 section 3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(summaryOf(calendarOf({ summary: 'a\\b;c,d\ne\r\nf\rg' }))).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('keeps the Unicode line and paragraph separators, which TEXT allows, readable', () => {
    expect(unescapeText(summaryOf(calendarOf({ summary: 'a\u2028b\u2029c' })))).toBe('a\u2028b\u2029c');
  });
  it('drops control characters but keeps tabs and accents', () => {
    expect(summaryOf(calendarOf({ summary: 'Ñandú\tcafé\u0000\u0007\u007f' }))).toBe('Ñandú\tcafé');
  });
  it('round-trips through unescaping', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        // eslint-disable-next-line no-control-regex -- what the writer drops
        const clean = text.replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '');
        expect(unescapeText(summaryOf(calendarOf({ summary: clean })))).toBe(clean);
      }),
    );
  });
});

describe('line folding at 75 octets', () => {
  it('leaves a short line alone', () => {
    expect(physicalLinesOf(calendarOf({ summary: 'Turno' }), 'SUMMARY')).toEqual(['SUMMARY:Turno']);
  });
  it('folds an ASCII line into 75-octet lines, continuations starting with one space', () => {
    const description = 'x'.repeat(200);
    const folded = physicalLinesOf(calendarOf({ description }), 'DESCRIPTION');
    expect(folded.map(octets)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfolded(folded)).toBe(`DESCRIPTION:${description}`);
  });
  it('never splits a multi-octet character (accents, ñ, emoji)', () => {
    const summary = 'Traumatología y Ortopedia con Dra. Ñandú Peña 🩺 '.repeat(6);
    const folded = physicalLinesOf(calendarOf({ summary }), 'SUMMARY');
    expect(folded.length).toBeGreaterThan(1);
    for (const physical of folded) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      // A split inside a character would leave a lone surrogate or U+FFFD after a UTF-8 round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(physical))).toBe(physical);
      expect(physical).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfolded(folded)).toBe(`SUMMARY:${summary}`);
  });
  it('holds for any text', () => {
    fc.assert(
      // Any text but CR and LF, which the writer escapes as \n before folding.
      fc.property(
        fc.string({ unit: 'binary', maxLength: 400 }).map((t) => t.replace(/[\r\n]/g, '')),
        (text) => {
          const folded = physicalLinesOf(calendarOf({ summary: text }), 'SUMMARY');
          expect(folded.every((l) => octets(l) <= 75)).toBe(true);
          expect(unescapeText(unfolded(folded))).toBe(
            // eslint-disable-next-line no-control-regex -- what the writer drops
            `SUMMARY:${text.replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, '')}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the calendar object', () => {
  it('has VERSION, PRODID, a VTIMEZONE for Buenos Aires and one VEVENT with UID, DTSTAMP, start and end', () => {
    const ics = calendarOf({ summary: 'Turno de Cardiología con Dr. Juan Pérez' });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Salud Plena//Portal de socios//ES\r\n')).toBe(
      true,
    );
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const properties = readIcs(ics);
    const zone = component(properties, 'VTIMEZONE');
    expect(zone.get('TZID')?.value).toBe('America/Argentina/Buenos_Aires');
    const standard = component(properties, 'STANDARD');
    expect(standard.get('TZOFFSETFROM')?.value).toBe('-0300');
    expect(standard.get('TZOFFSETTO')?.value).toBe('-0300');
    const event = component(properties, 'VEVENT');
    expect(event.get('UID')?.value).toBe('turno-1@www.saludplena.example');
    expect(event.get('DTSTAMP')?.value).toBe('20261122T180509Z');
    expect(event.get('DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Argentina/Buenos_Aires' },
      value: '20250106T143000',
    });
    expect(event.get('DTEND')?.value).toBe('20250106T150000');
    expect(unescapeText(event.get('SUMMARY')!.value)).toBe('Turno de Cardiología con Dr. Juan Pérez');
    expect(event.has('LOCATION')).toBe(false);
  });

  it('escapes and folds summary and location with commas, semicolons, accents and long text', () => {
    const summary = 'Turno de Otorrinolaringología, control; con Dra. María José Ñúñez-Güemes\\Peña';
    const location = 'Av. Ejemplo 1250, piso 3; consultorio 12, C1000AAA, Ciudad Autónoma de Buenos Aires\nTimbre 4';
    const ics = calendarOf({ summary, location });
    expect(physicalLines(ics).length).toBeGreaterThan(readIcs(ics).length); // something was folded
    const event = component(readIcs(ics), 'VEVENT');
    expect(event.get('SUMMARY')!.value).toContain('Otorrinolaringología\\, control\\; con');
    expect(unescapeText(event.get('SUMMARY')!.value)).toBe(summary);
    expect(unescapeText(event.get('LOCATION')!.value)).toBe(location);
  });

  it('ends 30 minutes later across midnight, months and years', () => {
    const endOf = (start: CalendarEvent['start']) =>
      component(readIcs(calendarOf({ start })), 'VEVENT').get('DTEND')?.value;
    expect(endOf({ year: 2025, month: 12, day: 31, hour: 23, minute: 45 })).toBe('20260101T001500');
    expect(endOf({ year: 2024, month: 2, day: 28, hour: 23, minute: 50 })).toBe('20240229T002000');
  });

  it('writes DTSTAMP in UTC', () => {
    const ics = writeCalendar({
      productId: 'p',
      timeZone: ZONE,
      now: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
      events: [
        { uid: 'u', start: { year: 2025, month: 1, day: 2, hour: 0, minute: 4 }, durationMinutes: 1, summary: 's' },
      ],
    });
    expect(component(readIcs(ics), 'VEVENT').get('DTSTAMP')?.value).toBe('20250102T030405Z');
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ageInYears, formatDate, formatDateTime, isoDay, parseApiDate } from '@/lib/dates';
import { DATE_SHAPES } from '../../../mocks/data/variants';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('parseApiDate: every shape the API may send', () => {
  it.each([
    ['YYYY-MM-DD', '2026-10-01', '01/10/2026', '01/10/2026'],
    ['YYYY-MM-DD HH:mm', '2026-03-09 14:05', '09/03/2026', '09/03/2026, 14:05'],
    ['YYYY-MM-DD HH:mm:ss', '2026-03-09 14:05:00', '09/03/2026', '09/03/2026, 14:05'],
    ['YYYY-MM-DD HH:mm:ss.fff', '2025-03-11 00:00:00.000', '11/03/2025', '11/03/2025, 00:00'],
    ['ISO with T, no zone (the API’s own clock)', '2026-03-09T14:05:00', '09/03/2026', '09/03/2026, 14:05'],
    ['ISO with Z and six-digit fraction (Laravel)', '2026-03-09T17:05:00.000000Z', '09/03/2026', '09/03/2026, 14:05'],
    ['ISO with Z, no fraction', '2026-03-09T17:05:00Z', '09/03/2026', '09/03/2026, 14:05'],
    ['ISO with a −03:00 offset', '2026-03-09T14:05:00-03:00', '09/03/2026', '09/03/2026, 14:05'],
    ['ISO with a +02:00 offset', '2026-03-09T19:05:00+02:00', '09/03/2026', '09/03/2026, 14:05'],
    ['ISO with a compact offset', '2026-03-09T14:05:00.5-0300', '09/03/2026', '09/03/2026, 14:05'],
    ['DD/MM/YYYY', '05/08/2025', '05/08/2025', '05/08/2025'],
    ['surrounding spaces', '  2026-10-01  ', '01/10/2026', '01/10/2026'],
  ])('%s: %s', (_shape, value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });

  it('an instant late in the Buenos Aires evening is already the next day in UTC: it shows the Buenos Aires day', () => {
    // 02:30 UTC on 10 March is 23:30 on 9 March in Buenos Aires.
    expect(formatDate('2026-03-10T02:30:00.000000Z')).toBe('09/03/2026');
    expect(formatDateTime('2026-03-10T02:30:00.000000Z')).toBe('09/03/2026, 23:30');
  });

  it('a date never shifts a day: Laravel’s midnight UTC (2026-10-01T00:00:00.000000Z) is 1 October, not 30 September', () => {
    expect(formatDate(DATE_SHAPES.laravelMidnightUtc)).toBe('01/10/2026');
    expect(isoDay(DATE_SHAPES.laravelMidnightUtc)).toBe('2026-10-01');
    // Midnight in Buenos Aires (03:00 UTC) is that same day too.
    expect(formatDate('2026-10-01T03:00:00.000000Z')).toBe('01/10/2026');
    // Where the time is shown, the instant is shown as it is, in Buenos Aires time.
    expect(formatDateTime(DATE_SHAPES.laravelMidnightUtc)).toBe('30/09/2026, 21:00');
  });

  it('reads the same in any browser time zone', () => {
    const read = () => Object.values(DATE_SHAPES).map((v) => [formatDate(v), formatDateTime(v), isoDay(v)]);
    process.env.TZ = 'UTC';
    const utc = read();
    for (const zone of ['Asia/Tokyo', 'America/Los_Angeles', 'America/Argentina/Buenos_Aires', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(new Date(0).getTimezoneOffset(), `${zone} is in effect`).not.toBe(0);
      expect(read(), zone).toEqual(utc);
    }
  });

  it('keeps every fixture shape of the mock readable', () => {
    for (const value of Object.values(DATE_SHAPES)) expect(parseApiDate(value), value).not.toBeNull();
  });

  it.each([
    '',
    null,
    undefined,
    'no es fecha',
    '2026-02-30',
    '31/02/2026',
    '2026-13-01',
    '2026-10-01 24:00',
    '2026-10-01 10:60',
    '2026-10-01T10:00:00+',
    '1/10/2026',
    '20261001',
  ])('is not a date: %j → "-"', (value) => {
    expect(parseApiDate(value)).toBeNull();
    expect(formatDate(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
    expect(isoDay(value)).toBe('');
  });
});

describe('ageInYears reads every shape', () => {
  const today = new Date(2026, 4, 14, 12); // 14 May 2026, midday
  it.each(['1983-05-14', '14/05/1983', '1983-05-14T00:00:00.000000Z', '1983-05-14 00:00:00'])('%s → 43', (born) => {
    expect(ageInYears(born, today)).toBe(43);
  });
});

describe('age in years', () => {
  const today = new Date(2026, 4, 14); // 14 May 2026
  it('counts whole years, the birthday included', () => {
    expect(ageInYears('1983-05-14', today)).toBe(43);
    expect(ageInYears('1983-05-15', today)).toBe(42);
    expect(ageInYears('2000-03-01', new Date(2026, 1, 28))).toBe(25);
  });
  it('is null for missing, invalid or future dates', () => {
    expect(ageInYears('', today)).toBeNull();
    expect(ageInYears('1983-02-30', today)).toBeNull();
    expect(ageInYears('14 de mayo', today)).toBeNull();
    expect(ageInYears('2030-01-01', today)).toBeNull();
  });
});

describe('dates in es-AR', () => {
  it('formats dates and times', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDateTime('2026-03-09 14:05:00')).toMatch(/^09\/03\/2026,? 14:05$/);
    expect(formatDate('no es fecha')).toBe('-');
  });
  it('computes age in whole years', () => {
    expect(ageInYears('1985-04-12', new Date('2026-04-11T12:00:00'))).toBe(40);
    expect(ageInYears('1985-04-12', new Date('2026-04-12T12:00:00'))).toBe(41);
    expect(ageInYears('')).toBeNull();
  });
});

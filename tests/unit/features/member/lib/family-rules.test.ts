// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { familyRights, mayActFor } from '@/features/member/lib/family-rules';

const holder = { isHolder: true };
const spouse = { isHolder: false };
const other = (bornDate: string) => ({ isViewer: false, bornDate });

/** An instant given as Buenos Aires wall-clock time (UTC−3). */
const atBuenosAires = (wallClock: string) => new Date(`${wallClock}-03:00`);

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('familyRights: the holder', () => {
  it.each([
    ['8 years old', '2018-03-01', true],
    ['12 years old, the day before the 13th birthday', '2013-06-11', true],
    ['13 years old on the birthday itself', '2013-06-10', false],
    ['15 years old', '2011-01-01', false],
    ['17 years old', '2008-06-11', false],
    ['18 years old', '2008-06-10', false],
    ['an adult', '1981-02-20', false],
    ['born today', '2026-06-10', true],
  ])('%s: credential and certificate always; results only under 13', (_label, bornDate, records) => {
    const now = atBuenosAires('2026-06-10T12:00:00');
    expect(familyRights(holder, other(bornDate), now)).toEqual({ credential: true, certificate: true, records });
    expect(mayActFor(holder, other(bornDate), now)).toBe(records);
  });

  it('an unknown birth date counts as an adult', () => {
    expect(familyRights(holder, other(''), new Date())).toEqual({
      credential: true,
      certificate: true,
      records: false,
    });
    expect(familyRights(holder, other('no es una fecha'), new Date()).records).toBe(false);
  });
});

describe('the 13th birthday counts in Buenos Aires, whatever the visitor’s zone', () => {
  const bornDate = '2013-06-10';

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'America/Argentina/Buenos_Aires'])('in %s', (zone) => {
    process.env.TZ = zone;
    // 23:59 of the 9th in Buenos Aires is already the 10th in UTC and Tokyo: still 12.
    expect(mayActFor(holder, other(bornDate), atBuenosAires('2026-06-09T23:59:00'))).toBe(true);
    // 00:00 of the 10th in Buenos Aires is still the 9th in Los Angeles: already 13.
    expect(mayActFor(holder, other(bornDate), atBuenosAires('2026-06-10T00:00:00'))).toBe(false);
    expect(mayActFor(holder, other(bornDate), atBuenosAires('2026-06-10T21:30:00'))).toBe(false);
  });

  it('a birthday on 29 February: 13 on 1 March of a common year', () => {
    expect(mayActFor(holder, other('2012-02-29'), atBuenosAires('2025-02-28T12:00:00'))).toBe(true);
    expect(mayActFor(holder, other('2012-02-29'), atBuenosAires('2025-03-01T00:00:00'))).toBe(false);
  });
});

describe('familyRights: anyone else', () => {
  it('a member who is not the holder sees nothing of the others, a child included', () => {
    const now = atBuenosAires('2026-06-10T12:00:00');
    for (const bornDate of ['2018-03-01', '2011-01-01', '1983-05-14']) {
      expect(familyRights(spouse, other(bornDate), now)).toEqual({
        credential: false,
        certificate: false,
        records: false,
      });
    }
  });

  it('everyone sees everything of their own, and acts for nobody but themselves', () => {
    const self = { isViewer: true, bornDate: '1981-02-20' };
    expect(familyRights(spouse, self)).toEqual({ credential: true, certificate: true, records: true });
    expect(familyRights(holder, self)).toEqual({ credential: true, certificate: true, records: true });
    expect(mayActFor(holder, self)).toBe(false);
  });
});

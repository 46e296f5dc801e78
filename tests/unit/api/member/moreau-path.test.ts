import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactDate, moreauPath } from '@/api/member/moreau-path';

describe('moreau path', () => {
  const member = { full_name: 'María Laura González', personal_id: '30111222', born_date: '1983-05-14' };
  const pathOf = (m: typeof member) => {
    const target = moreauPath(m);
    return 'path' in target ? target.path : `missing: ${target.missing.join(', ')}`;
  };
  it('takes the first word of the name, the id and the birth date as YYYYMMDD', () => {
    expect(pathOf(member)).toBe(`api/web/moreau/execute/${encodeURIComponent('María')}/30111222/19830514`);
  });
  it('trims spaces and encodes every segment', () => {
    expect(pathOf({ ...member, full_name: '  José/Luis  Pérez ' })).toBe(
      `api/web/moreau/execute/${encodeURIComponent('José/Luis')}/30111222/19830514`,
    );
    expect(pathOf({ ...member, personal_id: '12 34?' })).toContain('/12%2034%3F/');
  });
  it('makes no path when the record lacks a part, and says which', () => {
    expect(moreauPath({ ...member, born_date: '' })).toEqual({ missing: ['birthDate'] });
    expect(moreauPath({ ...member, born_date: 'sin fecha', personal_id: ' ' })).toEqual({
      missing: ['document', 'birthDate'],
    });
    expect(moreauPath({ ...member, full_name: '' })).toEqual({ missing: ['name'] });
  });
  it('never carries a "." or ".." segment (a URL reads them as folders)', () => {
    expect(moreauPath({ ...member, full_name: '.. Pérez' })).toEqual({ missing: ['name'] });
    expect(moreauPath({ ...member, personal_id: '..' })).toEqual({ missing: ['document'] });
    expect(moreauPath({ ...member, personal_id: '.' })).toEqual({ missing: ['document'] });
  });
  it('compacts every API date shape and rejects others', () => {
    expect(compactDate('2026-01-09 10:30:00')).toBe('20260109');
    expect(compactDate('09/01/2026')).toBe('20260109');
    expect(compactDate('2026-01-09T00:00:00.000000Z')).toBe('20260109');
    expect(compactDate('9 de enero')).toBe('');
  });
  it('never lets a name add path segments', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, document) => {
        const target = moreauPath({ ...member, full_name: name, personal_id: document });
        if ('missing' in target) return;
        const segments = target.path.split('/');
        expect(segments).toHaveLength(7);
        expect(new URL(target.path, 'https://api.example/').pathname.split('/')).toHaveLength(8);
      }),
    );
  });
});

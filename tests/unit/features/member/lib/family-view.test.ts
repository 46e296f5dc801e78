// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { familyMemberSchema } from '@/api/member/family';
import { memberSchema } from '@/api/member/member';
import { ageText, familyView, relationshipLabel } from '@/features/member/lib/family-view';

const now = new Date('2026-06-10T12:00:00-03:00');
const row = (id: number, relationship: string, personal_id: string, born_date: string) =>
  familyMemberSchema.parse({ id, full_name: `Persona ${id}`, relationship, personal_id, born_date });
const group = [
  row(1, 'titular', '30111222', '1983-05-14'),
  row(4, 'conyuge', '28999111', '1981-02-20'),
  row(5, 'hijo', '58123456', '2018-03-01'),
  row(6, 'hijo', '50987654', '2011-01-01'),
];
const signedIn = (personal_id: string) => memberSchema.parse({ personal_id });

describe('familyView', () => {
  it('the holder: every member, records only for the child under 13', () => {
    const cards = familyView(group, signedIn('30111222'), now);
    expect(cards.map((c) => [c.member.id, c.isViewer, c.relationship, c.age, c.rights.records])).toEqual([
      [1, true, 'Titular', 43, true],
      [4, false, 'Cónyuge', 45, false],
      [5, false, 'Hijo/a', 8, true],
      [6, false, 'Hijo/a', 15, false],
    ]);
  });

  it('anyone else, or a member not found in the group: only their own row', () => {
    expect(familyView(group, signedIn('28999111'), now).map((c) => c.member.id)).toEqual([4]);
    expect(familyView(group, signedIn('99999999'), now)).toEqual([]);
  });
});

describe('labels', () => {
  it.each([
    ['titular', 'Titular'],
    ['CONYUGE', 'Cónyuge'],
    ['concubino', 'Concubino/a'],
    ['hijo', 'Hijo/a'],
    ['otro', 'Familiar'],
    ['', 'Familiar'],
  ])('%s → %s', (code, label) => expect(relationshipLabel(code)).toBe(label));

  it('ages', () => {
    expect(ageText(1)).toBe('1 año');
    expect(ageText(8)).toBe('8 años');
  });
});

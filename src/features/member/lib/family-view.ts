import type { FamilyMember } from '@/api/member/family';
import type { Member } from '@/api/member/member';
import { ageInBuenosAires } from '@/lib/dates';
import { familyRights, type FamilyRights } from './family-rules';

const RELATIONSHIPS: Record<string, string> = {
  titular: 'Titular',
  conyuge: 'Cónyuge',
  concubino: 'Concubino/a',
  hijo: 'Hijo/a',
};

/** 'conyuge' → 'Cónyuge'; anything unknown → 'Familiar'. */
export function relationshipLabel(code: string): string {
  return RELATIONSHIPS[code.trim().toLowerCase()] ?? 'Familiar';
}

export type FamilyCard = {
  member: FamilyMember;
  isViewer: boolean;
  age: number | null;
  relationship: string;
  rights: FamilyRights;
};

/**
 * The group as the signed-in member may see it: each member with their age and what the rules allow. The viewer is
 * the row with their document number; they are the holder when that row is the 'titular'. Members the rules hide
 * entirely are left out.
 */
export function familyView(group: readonly FamilyMember[], signedIn: Member, now: Date = new Date()): FamilyCard[] {
  const viewerId = signedIn.personal_id.trim();
  const viewer = group.find((m) => viewerId !== '' && m.personal_id.trim() === viewerId);
  const isHolder = viewer?.relationship.trim().toLowerCase() === 'titular';
  return group
    .map((member) => {
      const isViewer = member === viewer;
      return {
        member,
        isViewer,
        age: ageInBuenosAires(member.born_date, now),
        relationship: relationshipLabel(member.relationship),
        rights: familyRights({ isHolder }, { isViewer, bornDate: member.born_date }, now),
      };
    })
    .filter((card) => card.rights.credential);
}

/** "8 años", "1 año". */
export const ageText = (age: number) => `${age} ${age === 1 ? 'año' : 'años'}`;

import type { QueryClient } from '@tanstack/react-query';
import { familyGroupQueryOptions } from '@/api/member/family';
import type { Member } from '@/api/member/member';
import type { Acting } from '../acting';
import { familyView } from './family-view';

/**
 * Whom `?familiar=` names, checked against the group before anything else asks for their data: a member the holder
 * may act for (lib/family-rules.ts), or a refusal. Loaded only when the address names someone.
 */
export async function resolveActing(queryClient: QueryClient, signedIn: Member, familiar: number): Promise<Acting> {
  let group;
  try {
    group = await queryClient.ensureQueryData(familyGroupQueryOptions());
  } catch {
    return { status: 'unverified' };
  }
  const card = familyView(group, signedIn).find((c) => c.member.id === familiar);
  if (card?.isViewer) return { status: 'self' };
  if (!card || !card.rights.records || card.age === null) return { status: 'refused' };
  return { status: 'member', member: card.member, age: card.age, relationship: card.relationship };
}

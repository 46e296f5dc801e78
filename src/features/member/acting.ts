import type { FamilyMember } from '@/api/member/family';

/**
 * Whose data the panel shows (the router context's `acting`, set by /panel's beforeLoad; absent without the family
 * group):
 * - 'self': the signed-in member's own;
 * - 'member': a member of the family group the holder looks after (`?familiar=`), allowed by lib/family-rules.ts;
 * - 'refused': the address named someone not in the group, or not allowed: the member's own data, and a notice;
 * - 'unverified': the group could not be read (the catalogue's toast said why): the member's own data.
 */
export type Acting =
  | { status: 'self' | 'refused' | 'unverified' }
  | { status: 'member'; member: FamilyMember; age: number; relationship: string };

/** The group id every request of a page names, when the holder looks after someone; else undefined (their own). */
export function actedFor(acting: Acting | undefined): number | undefined {
  return acting?.status === 'member' ? acting.member.id : undefined;
}

/** A page's title for whoever's data it shows: 'Mis turnos' → 'Turnos de Tomás Pereyra González'. */
export function titleFor(acting: Acting | undefined, own: string, ofSomeone: string): string {
  return acting?.status === 'member' ? `${ofSomeone} de ${acting.member.full_name.trim() || 'tu familiar'}` : own;
}

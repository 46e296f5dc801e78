import { z } from 'zod/mini';
import { familyMemberSchema, type FamilyMember } from '@/api/member/family';
import { readSessionScoped, writeSessionScoped } from '@/lib/session-scoped-storage';

/**
 * The family group's credentials already shown in this session, so they show again without a connection (at a
 * clinic's desk). Kept in the session's storage, which the session store clears when the session ends.
 */
const KEY = 'family-credentials';
const storedSchema = z.array(z.unknown());

export function seenCredentials(): FamilyMember[] {
  const parsed = z.safeParse(storedSchema, readSessionScoped(KEY));
  if (!parsed.success) return [];
  return parsed.data.flatMap((row) => {
    const member = z.safeParse(familyMemberSchema, row);
    return member.success ? [member.data] : [];
  });
}

export function rememberCredential(member: FamilyMember): void {
  const others = seenCredentials().filter((m) => m.id !== member.id);
  writeSessionScoped(KEY, [...others, member]);
}

import { isoDay } from '@/lib/dates';
import type { Member } from './member';

/** Any API date shape (lib/dates.ts) → 'YYYYMMDD'; '' when it is not a date. */
export function compactDate(value: string): string {
  return isoDay(value).replaceAll('-', '');
}

/** What the imaging call's path is made of; each part the member's record may lack. */
export type MoreauPart = 'name' | 'document' | 'birthDate';

/** A segment the path can carry: not empty, and never '.' or '..' (which a URL reads as "this" or "up" folder). */
const usable = (segment: string) => segment !== '' && segment !== '.' && segment !== '..';

/**
 * api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}, each segment encoded; or the parts the
 * member's record lacks (then no call is made: a path with an empty or dot segment would ask for something else).
 */
export function moreauPath(
  member: Pick<Member, 'full_name' | 'personal_id' | 'born_date'>,
): { path: string } | { missing: MoreauPart[] } {
  const parts: Record<MoreauPart, string> = {
    name: member.full_name.trim().split(/\s+/)[0] ?? '',
    document: member.personal_id.trim(),
    birthDate: compactDate(member.born_date),
  };
  const missing = (Object.keys(parts) as MoreauPart[]).filter((part) => !usable(parts[part]));
  if (missing.length > 0) return { missing };
  const segments = [parts.name, parts.document, parts.birthDate].map(encodeURIComponent);
  return { path: ['api/web/moreau/execute', ...segments].join('/') };
}

import { isoDay } from '@/lib/dates';
import type { Member } from './member';

/** Any API date shape (lib/dates.ts) → 'YYYYMMDD'; '' when it is not a date. */
export function compactDate(value: string): string {
  return isoDay(value).replaceAll('-', '');
}

/** api/web/moreau/execute/{first word of full name}/{personal id}/{YYYYMMDD}, each segment encoded. */
export function moreauPath(member: Pick<Member, 'full_name' | 'personal_id' | 'born_date'>): string {
  const firstName = member.full_name.trim().split(/\s+/)[0] ?? '';
  return ['api/web/moreau/execute', firstName, member.personal_id.trim(), compactDate(member.born_date)]
    .map((segment, i) => (i === 0 ? segment : encodeURIComponent(segment)))
    .join('/');
}

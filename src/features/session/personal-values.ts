import type { Session } from './session-store';

/**
 * The signed-in member's own values (token, name and each of its words, document, birth date also as the imaging
 * path writes it, e-mail, phones, address, membership number): the error tracker replaces them wherever they
 * appear in a report (src/lib/error-scrub.ts).
 */
export function personalValues({ token, user }: Session): string[] {
  const values: unknown[] = [token];
  if (user) {
    values.push(...Object.values(user), ...user.full_name.split(/\s+/));
    const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(user.born_date);
    if (born) values.push(`${born[1]}${born[2]}${born[3]}`, `${born[3]}/${born[2]}/${born[1]}`);
  }
  return values.filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
}

/** The values of the family group members the session has read: hidden from error reports like the member's own. */
export function familyPersonalValues(group: ReadonlyArray<{ full_name: string; born_date: string }>): string[] {
  const values: unknown[] = [];
  for (const person of group) {
    values.push(...Object.values(person), ...person.full_name.split(/\s+/));
    const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(person.born_date);
    if (born) values.push(`${born[1]}${born[2]}${born[3]}`, `${born[3]}/${born[2]}/${born[1]}`);
  }
  return values.filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
}

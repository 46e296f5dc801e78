import type { Session } from './session-store';

type Person = { full_name: string; born_date: string };

/** One person's values: every text field, each word of the name, the birth date also as YYYYMMDD and DD/MM/YYYY. */
function valuesOf(person: Person): unknown[] {
  const values: unknown[] = [...Object.values(person), ...person.full_name.split(/\s+/)];
  const born = /^(\d{4})-(\d{2})-(\d{2})/.exec(person.born_date);
  if (born) values.push(`${born[1]}${born[2]}${born[3]}`, `${born[3]}/${born[2]}/${born[1]}`);
  return values;
}

/**
 * The signed-in member's own values (token, name and each of its words, document, birth date also as the imaging
 * path writes it, e-mail, phones, address, membership number), and those of the family group members the session
 * has read: the error tracker replaces them wherever they appear in a report (src/lib/error-scrub.ts).
 */
export function personalValues({ token, user }: Session, family: readonly Person[] = []): string[] {
  const values: unknown[] = [token];
  if (user) values.push(...valuesOf(user));
  for (const person of family) values.push(...valuesOf(person));
  return values.filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
}

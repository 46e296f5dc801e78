import { memberKeys } from './member';

/** One member's read in the family group (docs/api.md, "Grupo familiar"): api/web/member/family/{id}/{read}. */
export function familyMemberPath(id: number, read: 'appointments' | 'laboratory' | 'imaging' | 'certificate'): string {
  return `api/web/member/family/${encodeURIComponent(String(id))}/${read}`;
}

/** The family group's query key: under the member's keys, so sign-out removes it with the rest (and the error
 * reports' values read it: src/app/query-client.ts). */
export const familyGroupKey = () => [...memberKeys.all, 'family'] as const;

/** A member list's key for someone the holder acts for: the list's own key, and whom it is for. */
export const forFamiliar = <K extends readonly unknown[]>(key: K, familiar: number | undefined) =>
  familiar === undefined ? key : ([...key, { familiar }] as const);

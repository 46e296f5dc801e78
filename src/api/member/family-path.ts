// Imports nothing: the member lists' modules import it, and a build without the family group drops it whole.

/** One member's read in the family group (docs/api.md, "Grupo familiar"): api/web/member/family/{id}/{read}. */
export function familyMemberPath(id: number, read: 'appointments' | 'laboratory' | 'imaging' | 'certificate'): string {
  return `api/web/member/family/${encodeURIComponent(String(id))}/${read}`;
}

/** A member list's key for someone the holder acts for: the list's own key, and whom it is for. */
export const forFamiliar = <K extends readonly unknown[]>(key: K, familiar: number | undefined) =>
  familiar === undefined ? key : ([...key, { familiar }] as const);

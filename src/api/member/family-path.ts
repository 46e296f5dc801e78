/** One member's read in the family group (docs/api.md, "Grupo familiar"): api/web/member/family/{id}/{read}. */
export function familyMemberPath(id: number, read: 'appointments' | 'laboratory' | 'imaging' | 'certificate'): string {
  return `api/web/member/family/${encodeURIComponent(String(id))}/${read}`;
}

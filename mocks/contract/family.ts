/**
 * The family group's calls, proposed (docs/api.md, "Grupo familiar"). Wire shapes as the API is to send them.
 */

/** How a member is related to the holder of the plan. */
export type Relationship = 'titular' | 'conyuge' | 'concubino' | 'hijo' | 'otro';

/** A member of the signed-in member's group. */
export type FamilyMember = {
  id: number;
  full_name: string;
  last_name: string | null;
  relationship: Relationship;
  born_date: string | null;
  plan: string | null;
  membership_number: string | number | null;
  status: 'activo' | 'suspendido' | 'baja';
  personal_id_type: string | number;
  personal_id: string | number;
};

/** GET /api/web/member/family: `{ data }`, the holder first. A member who is not the holder gets only themselves. */
export type FamilyGroupResponse = { data: FamilyMember[] };

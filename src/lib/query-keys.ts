/** Every query that holds member data starts with this key, so sign-out can remove them all at once. */
export const MEMBER_QUERY_ROOT = 'member';

/** Sign-out after inactivity: a shared computer must not keep a member's session open. */
const MINUTE = 60_000;

/** Without input for this long, a dialog warns that the session is about to close. */
export const IDLE_WARNING_AFTER_MS = 28 * MINUTE;

/** Without input for this long, the member is signed out. */
export const IDLE_SIGN_OUT_AFTER_MS = 30 * MINUTE;

/** Activity events closer together than this count once (pointer moves and scrolls fire many times a second). */
export const ACTIVITY_THROTTLE_MS = 1_000;

/**
 * However active, a session ends this long after the sign-in (the same sign-out as idle, with its own notice): a tab
 * kept busy on a shared computer does not stay signed in for days.
 */
export const SESSION_LIFETIME_MS = 12 * 60 * MINUTE;

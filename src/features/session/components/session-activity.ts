/**
 * The stored session's clock as the idle sign-out reads it (src/features/session/components/idle-sign-out.tsx). Its
 * loader (idle-sign-out-gate.tsx) hands it in, so the lazily loaded file imports no store: when the member was last
 * active, the activity of this tab, the activity of the other tabs, and when the session's lifetime ends.
 */
export type SessionActivity = {
  since: () => number | undefined;
  touch: (at: number) => void;
  elsewhere: (listener: (at: number) => void) => () => void;
  endsAt: () => number | undefined;
};

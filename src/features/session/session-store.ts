import { z } from 'zod/mini';
import { memberSchema, type Member } from '@/api/member/member';
import { IDLE_SIGN_OUT_AFTER_MS, SESSION_LIFETIME_MS } from '@/config/session';
import { browserStorage } from '@/lib/browser-storage';
import { clearAllDrafts, keepOnlyDraftsOf } from '@/lib/form-drafts';
import { familyGroupOn } from '@/config/api-features';
import { clearSessionScoped } from '@/lib/session-scoped-storage';
import { lastSignOutAt } from './session-channel';

/**
 * The session (token and member) is the only persisted client state,
 * kept in sessionStorage so it ends with the tab. Signing in is per tab: a tab opened from a signed-in one starts
 * with a copy (the browser copies sessionStorage), a new one does not. Signing out is per browser (sign-out.ts).
 *
 * It also carries the member's last activity (idle-watch.ts writes it, at most every PERSIST_ACTIVITY_MS) and the
 * time of the sign-in. A stored session is refused when read if it was left idle for longer than the sign-out limit
 * (so a tab reopened with Ctrl+Shift+T does not come back signed in with a fresh 30-minute clock), if it began more
 * than SESSION_LIFETIME_MS ago, or before the last sign-out in any tab of this browser (a tab that missed it). A
 * stored session without those times is refused too; a refused one takes the member's drafts with it.
 */
export type Session = { token: string | null; user: Member | null; isAuthenticated: boolean };

const STORAGE_KEY = 'session';
const EMPTY: Session = { token: null, user: null, isAuthenticated: false };
const storedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: memberSchema,
  lastActivity: z.number(),
  signedInAt: z.number(),
});
/** The stored last activity may lag the real one by this much (pointer moves would otherwise write it every second). */
const PERSIST_ACTIVITY_MS = 15_000;

const storage = () => browserStorage('sessionStorage');

type Stored = z.output<typeof storedSchema>;

function readStored(): Stored | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a stored session may go on at `now`: not idle past the limit, not past its lifetime, not signed out. */
function alive(stored: Stored, now = Date.now()): boolean {
  const idle = now - stored.lastActivity;
  const age = now - stored.signedInAt;
  const endedAt = lastSignOutAt();
  return (
    idle >= 0 &&
    idle < IDLE_SIGN_OUT_AFTER_MS &&
    age >= 0 &&
    age < SESSION_LIFETIME_MS &&
    (endedAt === undefined || stored.signedInAt > endedAt)
  );
}

/** The stored session, unless it is unreadable or may not go on: then storage is cleared, drafts included. */
function read(): Session {
  const present = Boolean(storage()?.getItem(STORAGE_KEY));
  const stored = readStored();
  if (!stored || !alive(stored)) {
    storage()?.removeItem(STORAGE_KEY);
    endSessionScoped();
    if (present) clearAllDrafts();
    return EMPTY;
  }
  return { token: stored.token, user: stored.user, isAuthenticated: true };
}

/** What only the session's features keep (the family group's credentials seen): none without them. */
function endSessionScoped() {
  if (familyGroupOn) clearSessionScoped();
}

function write(stored: Stored) {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
}

let current: Session = read();
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getSnapshot: (): Session => current,
  getSignedOutSnapshot: (): Session => EMPTY,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: Member) {
    // Nothing another member wrote survives into this session.
    keepOnlyDraftsOf(user.personal_id);
    endSessionScoped();
    const now = Date.now();
    write({ token, user, lastActivity: now, signedInAt: now });
    emit({ token, user, isAuthenticated: true });
  },
  /** When the member was last active, as stored (the idle clock of a reloaded page starts from it). */
  lastActivity(): number | undefined {
    return readStored()?.lastActivity;
  },
  /** When this session began (its lifetime counts from it). */
  signedInAt(): number | undefined {
    return readStored()?.signedInAt;
  },
  /**
   * The member is active at `at` (in this tab or another): stored, at most every PERSIST_ACTIVITY_MS (nothing
   * changes for React). Whether it was written.
   */
  touch(at = Date.now()): boolean {
    const stored = readStored();
    if (!stored || !current.isAuthenticated || at - stored.lastActivity < PERSIST_ACTIVITY_MS) return false;
    write({ ...stored, lastActivity: at });
    return true;
  },
  clear() {
    storage()?.removeItem(STORAGE_KEY);
    endSessionScoped();
    // Already signed out (a second 401, say): nothing changes, so nobody is told again.
    if (current !== EMPTY) emit(EMPTY);
  },
};

import { z } from 'zod/mini';
import { memberSchema, type Member } from '@/api/member/member';
import { IDLE_SIGN_OUT_AFTER_MS } from '@/config/session';

/**
 * The session (token and member) is the only persisted client state,
 * kept in sessionStorage so it ends with the tab.
 *
 * It also carries the member's last activity (idle-watch.ts writes it, at most every PERSIST_ACTIVITY_MS): a session
 * idle for longer than the sign-out limit is refused when read, so a tab reopened with Ctrl+Shift+T (the browser
 * restores its sessionStorage) does not come back signed in with a fresh 30-minute clock. A stored session without
 * it is refused too.
 */
export type Session = { token: string | null; user: Member | null; isAuthenticated: boolean };

const STORAGE_KEY = 'session';
const EMPTY: Session = { token: null, user: null, isAuthenticated: false };
const storedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: memberSchema,
  lastActivity: z.number(),
});
/** The stored last activity may lag the real one by this much (pointer moves would otherwise write it every second). */
const PERSIST_ACTIVITY_MS = 15_000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

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

/** The stored session, unless it is unreadable or was left idle past the limit: then storage is cleared. */
function read(): Session {
  const stored = readStored();
  const idle = stored ? Date.now() - stored.lastActivity : Infinity;
  if (!stored || !(idle >= 0 && idle < IDLE_SIGN_OUT_AFTER_MS)) {
    storage()?.removeItem(STORAGE_KEY);
    return EMPTY;
  }
  return { token: stored.token, user: stored.user, isAuthenticated: true };
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
    write({ token, user, lastActivity: Date.now() });
    emit({ token, user, isAuthenticated: true });
  },
  /** When the member was last active, as stored (the idle clock of a reloaded page starts from it). */
  lastActivity(): number | undefined {
    return readStored()?.lastActivity;
  },
  /** The member is active at `at`: stored, at most every PERSIST_ACTIVITY_MS (nothing changes for React). */
  touch(at = Date.now()) {
    const stored = readStored();
    if (stored && current.isAuthenticated && at - stored.lastActivity >= PERSIST_ACTIVITY_MS)
      write({ ...stored, lastActivity: at });
  },
  clear() {
    storage()?.removeItem(STORAGE_KEY);
    // Already signed out (a second 401, say): nothing changes, so nobody is told again.
    if (current !== EMPTY) emit(EMPTY);
  },
  /** Re-read storage (tests, or another part of the app wrote it). */
  reload() {
    emit(read());
  },
};

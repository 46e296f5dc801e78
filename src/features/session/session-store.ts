import { z } from 'zod/mini';
import { memberSchema, type Member } from '@/api/member/member';

/**
 * The session (token and member) is the only persisted client state (DESIGN.md §1),
 * kept in sessionStorage so it ends with the tab.
 */
export type Session = { token: string | null; user: Member | null; isAuthenticated: boolean };

const STORAGE_KEY = 'session';
const EMPTY: Session = { token: null, user: null, isAuthenticated: false };
const storedSchema = z.object({ token: z.string().check(z.minLength(1)), user: memberSchema });

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

function read(): Session {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return EMPTY;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...parsed.data, isAuthenticated: true } : EMPTY;
  } catch {
    return EMPTY;
  }
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
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ token, user }));
    emit({ token, user, isAuthenticated: true });
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

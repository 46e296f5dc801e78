import { z } from 'zod/mini';
import { memberSchema, type Member } from '@/api/member/member';
import { IDLE_SIGN_OUT_AFTER_MS, SESSION_LIFETIME_MS } from '@/config/session';
import { browserStorage } from '@/lib/browser-storage';
import { familyGroupOn } from '@/config/api-features';
import { clearAllDrafts, expireDraftsOnTime } from '@/lib/form-drafts';
import { pageArrival, type PageArrival } from '@/lib/page-arrival';
import { clearSessionScoped } from '@/lib/session-scoped-storage';
import { lastSignOut, type SignOutReason } from './session-channel';

/**
 * The session (token and member) is the only persisted client state,
 * kept in sessionStorage so it ends with the tab. Signing in is per tab: a tab opened from a signed-in one starts
 * with a copy (the browser copies sessionStorage), a new one does not. Signing out is per browser (sign-out.ts).
 *
 * Each sign-in has a random id of its own: the tabs' messages carry it, so activity counts only for the same
 * sign-in (another member's work in another tab keeps nobody else's session alive). The member kept for a reload is
 * what the panel shows (memberSchema's fields), nothing else of the login's answer.
 *
 * It also carries the member's last activity (idle-watch.ts writes it, at most every PERSIST_ACTIVITY_MS), the time
 * of the sign-in, and when a page of this tab last left (`leftAt`, written on `pagehide`). A stored session is
 * refused when a page starts if it was left idle for longer than the sign-out limit, began more than
 * SESSION_LIFETIME_MS ago or before the last sign-out in any tab of this browser (a tab that missed it), or if the
 * browser brought the tab back rather than reloading it (`broughtBack`, docs/decisions/tab-brought-back.md). A stored
 * session without those times or without its id is refused too; a refused one takes the member's drafts with it. A page
 * the browser shows again from its back-forward cache, or that becomes visible, is checked again (`recheck`,
 * sign-out.ts).
 */
export type Session = { token: string | null; user: Member | null; isAuthenticated: boolean };

const STORAGE_KEY = 'session';
const EMPTY: Session = { token: null, user: null, isAuthenticated: false };
const storedSchema = z.object({
  id: z.string().check(z.minLength(16)),
  token: z.string().check(z.minLength(1)),
  user: memberSchema,
  lastActivity: z.number(),
  signedInAt: z.number(),
  leftAt: z.optional(z.number()),
});
/** The stored last activity may lag the real one by this much (pointer moves would otherwise write it every second). */
const PERSIST_ACTIVITY_MS = 15_000;
/**
 * A reload's page starts before the page it replaces leaves (the browser fetches first, then unloads): its `leftAt`
 * is after this page's start. This much earlier still counts, for the two clocks (`Date.now`, `timeOrigin`) drifting.
 */
const LEFT_BEFORE_START_SLACK_MS = 5_000;

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

/** Why a stored session may not go on at `now` (idle past the limit, past its lifetime, signed out), or undefined. */
function endReason(stored: Stored, now = Date.now()): SignOutReason | undefined {
  const idle = now - stored.lastActivity;
  const age = now - stored.signedInAt;
  const ended = lastSignOut();
  if (ended && stored.signedInAt <= ended.at) return ended.reason;
  if (age < 0 || age >= SESSION_LIFETIME_MS) return 'lifetime';
  if (idle < 0 || idle >= IDLE_SIGN_OUT_AFTER_MS) return 'idle';
  return undefined;
}

/**
 * Whether the browser brought this tab back (a closed tab reopened, a restored session, a page of the history
 * loaded again) instead of the member reloading it or opening a page in it: a history navigation, or a stored
 * session whose tab's last page left before this page's navigation began. A window a page opened itself starts
 * with a copy of that page's session (and its `leftAt`), so it is judged by the other rules only.
 */
function broughtBack(stored: Stored, arrival: PageArrival): boolean {
  if (arrival.type === 'back_forward') return true;
  if (arrival.openedByPage) return false;
  return stored.leftAt === undefined || stored.leftAt < arrival.startedAt - LEFT_BEFORE_START_SLACK_MS;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of the sign-in this page holds (in memory: the stored one may be another tab's copy or gone). */
let currentId: string | undefined;

/** The stored session a page finds as it starts, unless it may not go on: then storage is cleared, drafts included. */
function readAtPageStart(): Session {
  const present = Boolean(storage()?.getItem(STORAGE_KEY));
  const stored = readStored();
  if (!stored || endReason(stored) || broughtBack(stored, pageArrival())) {
    storage()?.removeItem(STORAGE_KEY);
    endSessionScoped();
    if (present) clearAllDrafts();
    return EMPTY;
  }
  currentId = stored.id;
  return { token: stored.token, user: stored.user, isAuthenticated: true };
}

/** What only the session's features keep (the family group's credentials seen): none without them. */
function endSessionScoped() {
  if (familyGroupOn) clearSessionScoped();
}

function write(stored: Stored) {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** Notes when a page of this tab leaves (a reload, another page, the tab closed, the back-forward cache). */
function noteLeaving() {
  const stored = readStored();
  if (!stored) return;
  try {
    write({ ...stored, leftAt: Date.now() });
  } catch {
    // Storage full: the next page of this tab starts signed out, the safe side.
  }
}

let current: Session = readAtPageStart();
// What expired while no page of this tab ran goes now, and the rest when its time is up.
expireDraftsOnTime();
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') window.addEventListener('pagehide', noteLeaving);

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
    // Nothing another member wrote survives into this session (a draft is restored only to its owner meanwhile). Its
    // own module: the digest code stays out of the app's entry.
    void import('@/lib/form-draft-owners').then(({ keepOnlyDraftsOf }) => keepOnlyDraftsOf(user.personal_id));
    endSessionScoped();
    const now = Date.now();
    // Only the fields the panel shows, whatever else the login's answer held.
    const member = memberSchema.parse(user);
    currentId = randomId();
    write({ id: currentId, token, user: member, lastActivity: now, signedInAt: now });
    emit({ token, user: member, isAuthenticated: true });
  },
  /** The id of this page's sign-in, while signed in: the tabs' activity messages carry it. */
  sessionId(): string | undefined {
    return current.isAuthenticated ? currentId : undefined;
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
    if (!stored || !current.isAuthenticated || stored.id !== currentId) return false;
    if (at - stored.lastActivity < PERSIST_ACTIVITY_MS) return false;
    write({ ...stored, lastActivity: at });
    return true;
  },
  /**
   * This page's session checked again against what is stored (a page shown again from the back-forward cache, a tab
   * that becomes visible): why it may not go on (idle, lifetime, a sign-out in any tab, or its sign-in no longer the
   * stored one), or undefined. Signed out, nothing to say.
   */
  recheck(now = Date.now()): SignOutReason | undefined {
    if (!current.isAuthenticated) return undefined;
    const stored = readStored();
    if (!stored || stored.id !== currentId) return lastSignOut()?.reason ?? 'member';
    return endReason(stored, now);
  },
  clear() {
    storage()?.removeItem(STORAGE_KEY);
    currentId = undefined;
    endSessionScoped();
    // Already signed out (a second 401, say): nothing changes, so nobody is told again.
    if (current !== EMPTY) emit(EMPTY);
  },
};

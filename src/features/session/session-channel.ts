import { browserStorage } from '@/lib/browser-storage';

/**
 * What the tabs of one browser tell each other about the session (docs/decisions/one-session-per-browser.md):
 * a sign-out, and that the member is active in some tab. A `BroadcastChannel`; where the browser has none, the
 * `storage` event of localStorage carries the same message. Nothing of the member travels: a reason and a time, and
 * with an activity the random id of the sign-in it belongs to (session-store.ts), so that it counts only there.
 *
 * The last sign-out's time also stays in localStorage (`session-ended`), so a tab that missed the message (still
 * starting, or discarded by the browser and reloaded later) refuses a session that began before it.
 */
export type SignOutReason = 'member' | 'idle' | 'lifetime' | 'server';

/**
 * A sign-out: 'member' ('Cerrar sesión') ends every tab of the browser, whoever signed in there; the others (idle,
 * lifetime, a 401) end one sign-in's clock or token, and carry its id (`session`): they end only that sign-in's tabs.
 */
export type TabMessage =
  | { type: 'signed-out'; reason: SignOutReason; at: number; session?: string }
  | { type: 'active'; session: string; at: number };

const CHANNEL = 'session';
/**
 * localStorage: the last sign-out of the whole browser ({ reason, at }), kept; the fallback's messages are written and
 * removed at once.
 */
const ENDED_KEY = 'session-ended';
const MESSAGE_KEY = 'session-message';
const REASONS: readonly SignOutReason[] = ['member', 'idle', 'lifetime', 'server'];

const local = () => browserStorage('localStorage');

let channel: BroadcastChannel | null | undefined;
function broadcastChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** A message as it may be trusted: any other shape (another site's code, an older release) is no message. */
function readMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, reason, at, session } = data as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (type === 'active') return typeof session === 'string' && session ? { type, session, at } : null;
  if (type === 'signed-out' && REASONS.includes(reason as SignOutReason)) {
    if (reason === 'member') return { type, reason, at };
    return typeof session === 'string' && session ? { type, reason: reason as SignOutReason, at, session } : null;
  }
  return null;
}

function parse(raw: string | null): TabMessage | null {
  if (!raw) return null;
  try {
    return readMessage(JSON.parse(raw));
  } catch {
    return null;
  }
}

const endsEveryTab = (message: TabMessage) => message.type === 'signed-out' && message.session === undefined;

/** Tells every other tab of this browser (never this one). */
export function tellOtherTabs(message: TabMessage): void {
  const store = local();
  try {
    // Only a sign-out of the whole browser stays: one sign-in's end is told to its live tabs, and a tab of it that
    // missed the message finds its own clock past the limit, or its token refused.
    if (endsEveryTab(message)) store?.setItem(ENDED_KEY, JSON.stringify(message));
  } catch {
    // Storage full or blocked: the live tabs are still told below.
  }
  const live = broadcastChannel();
  if (live) {
    live.postMessage(message);
    return;
  }
  // A sign-out's write above fires the storage event in the other tabs already.
  if (endsEveryTab(message)) return;
  try {
    // The storage event fires in the other tabs on the write; the entry goes at once, so nothing stays.
    store?.setItem(MESSAGE_KEY, JSON.stringify(message));
    store?.removeItem(MESSAGE_KEY);
  } catch {
    // No storage either: other tabs learn of a sign-out when they next read the session.
  }
}

/** The last sign-out of the whole browser ('Cerrar sesión' in any tab: why, and when), if any. */
export function lastSignOut(): { reason: SignOutReason; at: number } | undefined {
  const message = parse(local()?.getItem(ENDED_KEY) ?? null);
  return message?.type === 'signed-out' ? { reason: message.reason, at: message.at } : undefined;
}

/** Listens for the other tabs' messages; returns the way to stop. */
export function listenToOtherTabs(onMessage: (message: TabMessage) => void): () => void {
  const live = broadcastChannel();
  if (live) {
    const onChannel = (event: MessageEvent) => {
      const message = readMessage(event.data);
      if (message) onMessage(message);
    };
    live.addEventListener('message', onChannel);
    return () => live.removeEventListener('message', onChannel);
  }
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MESSAGE_KEY && event.key !== ENDED_KEY) return;
    const message = parse(event.newValue);
    if (message) onMessage(message);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

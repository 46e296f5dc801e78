import { IDLE_SIGN_OUT_AFTER_MS } from '@/config/session';
import { browserStorage } from './browser-storage';

/**
 * A form's draft, kept in sessionStorage while its send is under way, so that a session that ends during the send
 * (a 401) does not lose what the person wrote: they sign in again, come back to the same form and find it there
 * (docs/decisions/saying-what-happened.md, "A session that ends keeps the member's draft").
 *
 * Only text fields are kept: never a password, never a file (they cannot be stored, and must be chosen again).
 * At most MAX_DRAFT_BYTES per form; fields that do not fit are left out whole. A draft belongs to its owner (the
 * member who wrote it): another owner never sees it, and it goes when read by one or when another member signs in.
 * The owner is stored as a keyed digest (`ownerTag`, ./form-draft-owners.ts, with what needs it: saving, restoring,
 * keeping one owner's drafts), never as the document number it is given. A draft lives as
 * long as an idle session (DRAFT_LIFETIME_MS from its save): an older one is no draft; it goes when read, when the
 * app starts and when its time is up (`expireDraftsOnTime`), whether or not anything reads it.
 */
export const MAX_DRAFT_BYTES = 20 * 1024;
/** A draft outlives its session by no more than the session would have lived idle. */
export const DRAFT_LIFETIME_MS = IDLE_SIGN_OUT_AFTER_MS;
export const PREFIX = 'form-draft:';

export type Draft = { owner: string; path: string; savedAt: number; fields: Record<string, string> };

export const storage = () => browserStorage('sessionStorage');

export const isSecret = (name: string) => /pass|contrase|clave/i.test(name);

/** The form's draft while it is readable and young enough; an unreadable or expired entry is removed. */
export function read(form: string): Draft | undefined {
  const draft = parse(form);
  if (draft) return draft;
  clearDraft(form);
  return undefined;
}

function parse(form: string): Draft | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + form);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { owner, path, savedAt, fields } = parsed as Partial<Draft>;
    if (typeof owner !== 'string' || typeof path !== 'string' || typeof fields !== 'object' || fields === null)
      return undefined;
    if (typeof savedAt !== 'number') return undefined;
    const age = Date.now() - savedAt;
    if (!(age >= 0 && age < DRAFT_LIFETIME_MS)) return undefined;
    const texts = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !isSecret(entry[0]),
    );
    return { owner, path, savedAt, fields: Object.fromEntries(texts) };
  } catch {
    return undefined;
  }
}

export function clearDraft(form: string) {
  try {
    storage()?.removeItem(PREFIX + form);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

export const draftForms = (store: Storage) =>
  Object.keys(store)
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => key.slice(PREFIX.length));

/** Whether a draft waits for the page at `path` (the sign-in then leads back to it). */
export function draftWaitsAt(path: string): boolean {
  const store = storage();
  if (!store) return false;
  return draftForms(store).some((form) => read(form)?.path === path);
}

/** Every draft goes: an explicit sign-out. */
export function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  draftForms(store).forEach(clearDraft);
}

/** Every expired or unreadable draft goes, whether or not anything reads it; the time the next one expires. */
function removeExpiredDrafts(): number | undefined {
  const store = storage();
  if (!store) return undefined;
  let next: number | undefined;
  for (const form of draftForms(store)) {
    const draft = read(form);
    if (draft) next = Math.min(next ?? Infinity, draft.savedAt + DRAFT_LIFETIME_MS);
  }
  return next;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Removes what has expired now, and again when the next draft expires (a timer, only while a draft waits): the app
 * calls it as it starts, and every save re-arms it. A tab asleep past that time removes them when its timer runs.
 */
export function expireDraftsOnTime(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const next = removeExpiredDrafts();
  if (next === undefined) return;
  expiryTimer = setTimeout(expireDraftsOnTime, Math.max(0, next - Date.now()) + 1);
}

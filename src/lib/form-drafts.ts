import { IDLE_SIGN_OUT_AFTER_MS } from '@/config/session';
import { browserStorage } from './browser-storage';
import { hmacSha256Hex } from './keyed-digest';

/**
 * A form's draft, kept in sessionStorage while its send is under way, so that a session that ends during the send
 * (a 401) does not lose what the person wrote: they sign in again, come back to the same form and find it there
 * (docs/decisions.md, "A session that ends keeps the member's draft").
 *
 * Only text fields are kept: never a password, never a file (they cannot be stored, and must be chosen again).
 * At most MAX_DRAFT_BYTES per form; fields that do not fit are left out whole. A draft belongs to its owner (the
 * member who wrote it): another owner never sees it, and it goes when read by one or when another member signs in.
 * The owner is stored as a keyed digest (`ownerTag`), never as the document number it is given. A draft lives as
 * long as an idle session (DRAFT_LIFETIME_MS from its save): an older one is no draft; it goes when read, when the
 * app starts and when its time is up (`expireDraftsOnTime`), whether or not anything reads it.
 */
export const MAX_DRAFT_BYTES = 20 * 1024;
/** A draft outlives its session by no more than the session would have lived idle. */
export const DRAFT_LIFETIME_MS = IDLE_SIGN_OUT_AFTER_MS;
const PREFIX = 'form-draft:';

type Draft = { owner: string; path: string; savedAt: number; fields: Record<string, string> };

/** localStorage: the random key of this browser's owner tags (hex). Not member data: it names nobody. */
const KEY_STORAGE = 'form-draft-key';
let memoryKey: Uint8Array | undefined;

/** This browser's key: made once, at random, and kept; where localStorage refuses it, one for this page only. */
function browserKey(): Uint8Array {
  const local = browserStorage('localStorage');
  try {
    const kept = local?.getItem(KEY_STORAGE);
    if (kept && /^[0-9a-f]{64}$/.test(kept)) return Uint8Array.from(kept.match(/../g)!, (pair) => parseInt(pair, 16));
  } catch {
    // Storage blocked: a key for this page.
  }
  if (!memoryKey) {
    memoryKey = crypto.getRandomValues(new Uint8Array(32));
    try {
      local?.setItem(KEY_STORAGE, Array.from(memoryKey, (byte) => byte.toString(16).padStart(2, '0')).join(''));
    } catch {
      // Storage full or blocked: this page's key only (a draft then lives as long as the page).
    }
  }
  return memoryKey;
}

/**
 * The owner as stored: HMAC-SHA-256 of the value it is given under a random key of this browser (128 bits of it).
 * Storage never shows the member's document number, and without the key no list of document numbers leads back to
 * it: a draft copied out of the browser, or read by another site's code in a report, names nobody.
 */
export function ownerTag(owner: string): string {
  return hmacSha256Hex(browserKey(), owner).slice(0, 32);
}

const storage = () => browserStorage('sessionStorage');

const isSecret = (name: string) => /pass|contrase|clave/i.test(name);
const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The entry that would be stored: text fields only, no secret, whole fields while they fit in MAX_DRAFT_BYTES. */
export function draftOf(owner: string, path: string, values: Record<string, unknown>, savedAt = Date.now()): Draft {
  const draft: Draft = { owner: ownerTag(owner), path, savedAt, fields: {} };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value === '' || isSecret(name)) continue;
    const fields = { ...draft.fields, [name]: value };
    if (byteLength(JSON.stringify({ ...draft, fields })) <= MAX_DRAFT_BYTES) draft.fields = fields;
  }
  return draft;
}

/** Keeps the form's text fields (see draftOf) under its name, for the page at `path`. */
export function saveDraft(form: string, owner: string, path: string, values: Record<string, unknown>) {
  try {
    storage()?.setItem(PREFIX + form, JSON.stringify(draftOf(owner, path, values)));
  } catch {
    // Storage full or blocked: the form still holds the values while it is on screen.
  }
  expireDraftsOnTime();
}

/** The form's draft while it is readable and young enough; an unreadable or expired entry is removed. */
function read(form: string): Draft | undefined {
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

/**
 * The form's kept text fields, when its owner asks; a draft of another owner is dropped. The draft stays in storage
 * until `clearDraft` (the form calls it once its fields show the draft).
 */
export function restoreDraft(form: string, owner: string): Record<string, string> | undefined {
  const draft = read(form);
  if (!draft) return undefined;
  if (draft.owner !== ownerTag(owner)) {
    clearDraft(form);
    return undefined;
  }
  return draft.fields;
}

export function clearDraft(form: string) {
  try {
    storage()?.removeItem(PREFIX + form);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

const draftForms = (store: Storage) =>
  Object.keys(store)
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => key.slice(PREFIX.length));

/** Whether a draft waits for the page at `path` (the sign-in then leads back to it). */
export function draftWaitsAt(path: string): boolean {
  const store = storage();
  if (!store) return false;
  return draftForms(store).some((form) => read(form)?.path === path);
}

/** A member signs in: the drafts of anyone else go, and expired ones with them. */
export function keepOnlyDraftsOf(owner: string) {
  const store = storage();
  if (!store) return;
  const tag = ownerTag(owner);
  draftForms(store).forEach((form) => {
    if (read(form)?.owner !== tag) clearDraft(form);
  });
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

import { browserStorage } from './browser-storage';
import {
  clearDraft,
  draftForms,
  expireDraftsOnTime,
  isSecret,
  MAX_DRAFT_BYTES,
  PREFIX,
  read,
  storage,
  type Draft,
} from './form-drafts';
import { hmacSha256Hex } from './keyed-digest';

/**
 * What of the drafts (./form-drafts.ts) knows their owner: the keyed tag, saving, restoring, keeping one owner's.
 * Apart from the store so that the app's entry (the session's start and end, the guards) holds no digest code.
 */

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

/** A member signs in: the drafts of anyone else go, and expired ones with them. */
export function keepOnlyDraftsOf(owner: string) {
  const store = storage();
  if (!store) return;
  const tag = ownerTag(owner);
  draftForms(store).forEach((form) => {
    if (read(form)?.owner !== tag) clearDraft(form);
  });
}

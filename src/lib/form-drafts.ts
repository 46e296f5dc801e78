/**
 * A form's draft, kept in sessionStorage while its send is under way, so that a session that ends during the send
 * (a 401) does not lose what the person wrote: they sign in again, come back to the same form and find it there
 * (docs/decisions.md, "A session that ends keeps the member's draft").
 *
 * Only text fields are kept: never a password, never a file (they cannot be stored, and must be chosen again).
 * At most MAX_DRAFT_BYTES per form; fields that do not fit are left out whole. A draft belongs to its owner (the
 * member who wrote it): another owner never sees it, and it goes when read by one.
 */
export const MAX_DRAFT_BYTES = 20 * 1024;
const PREFIX = 'form-draft:';

type Draft = { owner: string; path: string; fields: Record<string, string> };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

const isSecret = (name: string) => /pass|contrase|clave/i.test(name);
const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The entry that would be stored: text fields only, no secret, whole fields while they fit in MAX_DRAFT_BYTES. */
export function draftOf(owner: string, path: string, values: Record<string, unknown>): Draft {
  const draft: Draft = { owner, path, fields: {} };
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
}

function read(form: string): Draft | undefined {
  try {
    const raw = storage()?.getItem(PREFIX + form);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { owner, path, fields } = parsed as Partial<Draft>;
    if (typeof owner !== 'string' || typeof path !== 'string' || typeof fields !== 'object' || fields === null)
      return undefined;
    const texts = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !isSecret(entry[0]),
    );
    return { owner, path, fields: Object.fromEntries(texts) };
  } catch {
    return undefined;
  }
}

/** The form's kept text fields, when its owner asks; a draft of another owner is dropped. */
export function restoreDraft(form: string, owner: string): Record<string, string> | undefined {
  const draft = read(form);
  if (!draft) return undefined;
  if (draft.owner !== owner) {
    clearDraft(form);
    return undefined;
  }
  return draft.fields;
}

export function clearDraft(form: string) {
  storage()?.removeItem(PREFIX + form);
}

/** Whether a draft waits for the page at `path` (the sign-in then leads back to it). */
export function draftWaitsAt(path: string): boolean {
  const store = storage();
  if (!store) return false;
  return Object.keys(store).some((key) => key.startsWith(PREFIX) && read(key.slice(PREFIX.length))?.path === path);
}

/** Every draft goes: an explicit sign-out. */
export function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  Object.keys(store)
    .filter((key) => key.startsWith(PREFIX))
    .forEach((key) => store.removeItem(key));
}

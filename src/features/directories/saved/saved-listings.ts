import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { browserStorage } from '@/lib/browser-storage';
import { listingSchema, type DirectoryKind, type Listing } from '../results/listing';

/**
 * 'Guardados': listings kept on this device only (localStorage), one list per directory, newest first, at most
 * MAX_SAVED. Nothing is sent anywhere, so it works offline. Another tab's change arrives by the `storage` event.
 */
export const MAX_SAVED = 50;

const storageKey = (kind: DirectoryKind) => `guardados:${kind}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: Listing[] }>();
const NONE: Listing[] = [];

/** Storage refused (a privacy setting): nothing is kept. */
const storage = () => browserStorage('localStorage');

/** The stored list; an entry that cannot be read (an older shape, a hand edit) is left out, not a failure. */
function parse(raw: string | null, kind: DirectoryKind): Listing[] {
  if (!raw) return NONE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!Array.isArray(value)) return NONE;
  return value.flatMap((item) => {
    const parsed = z.safeParse(listingSchema, item);
    return parsed.success && parsed.data.kind === kind ? [parsed.data] : [];
  });
}

/** The kept listings of a directory (the same array while storage does not change). */
export function savedListings(kind: DirectoryKind): Listing[] {
  const key = storageKey(kind);
  const raw = storage()?.getItem(key) ?? null;
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parse(raw, kind);
  cache.set(key, { raw, list });
  return list;
}

function write(kind: DirectoryKind, list: Listing[]): boolean {
  try {
    storage()?.setItem(storageKey(kind), JSON.stringify(list));
  } catch {
    return false;
  }
  listeners.forEach((listener) => listener());
  return true;
}

export type ToggleOutcome = 'saved' | 'removed' | 'full' | 'failed';

/** Keeps the listing, or lets it go when it was kept. A full list (MAX_SAVED) keeps nothing more. */
export function toggleSaved(listing: Listing): ToggleOutcome {
  const list = savedListings(listing.kind);
  if (list.some((item) => item.id === listing.id)) {
    return write(
      listing.kind,
      list.filter((item) => item.id !== listing.id),
    )
      ? 'removed'
      : 'failed';
  }
  if (list.length >= MAX_SAVED) return 'full';
  return write(listing.kind, [listing, ...list]) ? 'saved' : 'failed';
}

export function removeSaved(kind: DirectoryKind, id: number): void {
  write(
    kind,
    savedListings(kind).filter((item) => item.id !== id),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('guardados:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kept listings, kept in step with storage. A prerendered page is hydrated with none, then they appear. */
export function useSavedListings(kind: DirectoryKind): Listing[] {
  return useSyncExternalStore(
    subscribe,
    () => savedListings(kind),
    () => NONE,
  );
}

/** What a toggle says (a toast), when it says anything. */
export const SAVED_FULL_MESSAGE = `Ya guardaste ${MAX_SAVED}: quitá alguno de tus guardados para guardar otro.`;
export const SAVE_FAILED_MESSAGE = 'No pudimos guardarlo en este dispositivo: el navegador no permite guardar datos.';

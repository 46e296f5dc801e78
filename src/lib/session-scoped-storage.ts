import { browserStorage } from './browser-storage';

/**
 * sessionStorage entries that live exactly as long as the member's session: the session store clears them whenever
 * the session ends or is refused (sign-out in any tab, idle, lifetime, a 401) and when another member signs in.
 */
const PREFIX = 'with-session:';

const storage = () => browserStorage('sessionStorage');

export function readSessionScoped(key: string): unknown {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeSessionScoped(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page works online as before.
  }
}

export function clearSessionScoped(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  keys.forEach((key) => store.removeItem(key));
}

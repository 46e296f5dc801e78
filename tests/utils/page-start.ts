import { vi } from 'vitest';
import type { Session } from '@/features/session/session-store';

/**
 * The session a page that starts now finds: the session store evaluated afresh (`vi.resetModules`), as a page's start
 * reads what its tab stored (a reload, a tab reopened with Ctrl+Shift+T). Modules imported later in the test are
 * fresh too.
 */
export async function sessionAtPageStart(): Promise<Session> {
  vi.resetModules();
  const fresh = await import('@/features/session/session-store');
  return fresh.sessionStore.getSnapshot();
}

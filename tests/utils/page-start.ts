import { vi } from 'vitest';
import type { Session } from '@/features/session/session-store';
import type { PageArrival } from '@/lib/page-arrival';

/** How the page starts: reloaded by the member (the default), or brought back by the browser. */
type HowThePageStarts = {
  /** The Navigation Timing type the browser reports. */
  type?: PageArrival['type'];
  /** Whether the page before it in this tab left just now (`pagehide`): true for a reload or a page opened in the tab. */
  leftJustNow?: boolean;
  /** A window a page of this browser opened itself (it starts with a copy of that page's sessionStorage). */
  openedByPage?: boolean;
};

/**
 * The session a page that starts now finds: the session store evaluated afresh (`vi.resetModules`), as a page's start
 * reads what its tab stored. By default a reload: the page before it leaves (`pagehide`), then this one starts with
 * the type 'reload'. `{ type: 'navigate', leftJustNow: false }` is a tab closed earlier and reopened (Ctrl+Shift+T),
 * `{ type: 'back_forward' }` a page of the history loaded again. Modules imported later in the test are fresh too.
 */
export async function sessionAtPageStart({
  type = 'reload',
  leftJustNow = true,
  openedByPage = false,
}: HowThePageStarts = {}): Promise<Session> {
  if (leftJustNow) window.dispatchEvent(new Event('pagehide'));
  vi.resetModules();
  vi.doMock('@/lib/page-arrival', () => ({
    pageArrival: (): PageArrival => ({ type, startedAt: Date.now(), openedByPage }),
  }));
  try {
    const fresh = await import('@/features/session/session-store');
    return fresh.sessionStore.getSnapshot();
  } finally {
    vi.doUnmock('@/lib/page-arrival');
  }
}

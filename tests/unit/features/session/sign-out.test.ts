import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/api/member/member';
import { saveDraft } from '@/lib/form-draft-owners';
import { draftWaitsAt } from '@/lib/form-drafts';
import { followOtherTabs, signOut } from '@/features/session/sign-out';
import { sessionStore } from '@/features/session/session-store';
import { demoMember, signInAs } from '../../../utils/render';
import { sessionAtPageStart } from '../../../utils/page-start';

const FORM = '/panel/tramites/sugerencias-mejoras';

/** Another tab of the same browser: its own end of the channel the app's tabs share. */
function anotherTab() {
  const channel = new BroadcastChannel('session');
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { channel, heard };
}

let stopFollowing: (() => void) | undefined;
afterEach(() => {
  stopFollowing?.();
  sessionStorage.clear();
  localStorage.clear();
});

/** A query client holding the member's invoices, as the panel leaves it. */
function cacheWithMemberData() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberKeys.invoices(), [{ factura: 'A-0001' }]);
  return queryClient;
}

describe('signOut and the member’s drafts', () => {
  it('an explicit sign-out (the menu, the idle limit) drops every draft and the error queue with the session', () => {
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    // What the error tracker kept while the member was signed in (a page reload carries it over).
    sessionStorage.setItem('error-tracker:pending', JSON.stringify([{ kind: 'api', message: 'server error 500 /x' }]));
    signOut(new QueryClient(), 'member');
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(draftWaitsAt(FORM)).toBe(false);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('a session the server ended (a 401) keeps them for the next sign-in', () => {
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    signOut(new QueryClient(), 'server');
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(draftWaitsAt(FORM)).toBe(true);
  });
});

describe('one session per browser', () => {
  it.each(['member', 'idle', 'lifetime', 'server'] as const)(
    'a sign-out (%s) tells the other tabs the reason and the time, and nothing of the member',
    async (reason) => {
      const other = anotherTab();
      signInAs();
      const session = sessionStore.sessionId();
      signOut(cacheWithMemberData(), reason);
      await vi.waitFor(() => expect(other.heard).toHaveLength(1));
      // 'Cerrar sesión' ends every tab; the others end this sign-in's tabs, named by its random id.
      expect(other.heard[0]).toEqual(
        reason === 'member'
          ? { type: 'signed-out', reason, at: expect.any(Number) as number }
          : { type: 'signed-out', reason, at: expect.any(Number) as number, session },
      );
      // What stays in localStorage for a tab that missed the message: the browser-wide sign-out, no member data.
      const kept = localStorage.getItem('session-ended');
      if (reason === 'member') expect(JSON.parse(kept ?? '')).toEqual(other.heard[0]);
      else expect(kept).toBeNull();
      expect(JSON.stringify(localStorage)).not.toContain(demoMember.personal_id);
      other.channel.close();
    },
  );

  it('one member’s idle limit, lifetime or refused token does not end another member’s tab', async () => {
    signInAs();
    const mine = sessionStore.sessionId();
    const queryClient = cacheWithMemberData();
    const active = vi.fn();
    stopFollowing = followOtherTabs(queryClient, active);
    const other = anotherTab();
    const someoneElse = 'a'.repeat(32);
    for (const reason of ['idle', 'lifetime', 'server'])
      other.channel.postMessage({ type: 'signed-out', reason, at: Date.now() + 1, session: someoneElse });
    // Messages arrive in order: once this one is heard, the ones before it were too.
    other.channel.postMessage({ type: 'active', session: mine, at: Date.now() });
    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    // This member's own idle sign-out in another tab ends this one.
    other.channel.postMessage({ type: 'signed-out', reason: 'idle', at: Date.now() + 1, session: mine });
    await vi.waitFor(() => expect(sessionStore.getSnapshot().isAuthenticated).toBe(false));
    expect(queryClient.getQueryData(memberKeys.invoices())).toBeUndefined();

    // 'Cerrar sesión' in any tab ends every member's tab.
    signInAs();
    other.channel.postMessage({ type: 'signed-out', reason: 'member', at: Date.now() + 1 });
    await vi.waitFor(() => expect(sessionStore.getSnapshot().isAuthenticated).toBe(false));
    other.channel.close();
  });

  it('a sign-out in another tab ends the session here: storage, drafts and the query cache emptied', async () => {
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    const queryClient = cacheWithMemberData();
    stopFollowing = followOtherTabs(queryClient, () => {});
    const other = anotherTab();
    other.channel.postMessage({ type: 'signed-out', reason: 'member', at: Date.now() });
    await vi.waitFor(() => expect(sessionStore.getSnapshot().isAuthenticated).toBe(false));
    expect(queryClient.getQueryData(memberKeys.invoices())).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual([]);
    other.channel.close();
  });

  it('a session that began after that sign-out stays (the message was late); garbage is no message', async () => {
    const queryClient = cacheWithMemberData();
    const active = vi.fn();
    stopFollowing = followOtherTabs(queryClient, active);
    const other = anotherTab();
    const before = Date.now() - 1_000;
    signInAs();
    other.channel.postMessage({ type: 'signed-out', reason: 'member', at: before });
    other.channel.postMessage({ type: 'signed-out', reason: 'whatever', at: Date.now() + 1_000 });
    other.channel.postMessage('signed-out');
    // Messages arrive in order: once this one is heard, the ones before it were too.
    other.channel.postMessage({ type: 'active', session: sessionStore.sessionId(), at: Date.now() });
    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    expect(queryClient.getQueryData(memberKeys.invoices())).toEqual([{ factura: 'A-0001' }]);
    other.channel.close();
  });

  it('activity another tab stamps a little ahead of this tab’s clock counts as now, not as a time to refuse', async () => {
    signInAs();
    const active = vi.fn();
    stopFollowing = followOtherTabs(new QueryClient(), active);
    const other = anotherTab();
    const before = Date.now();
    // A clock ahead of this one.
    other.channel.postMessage({ type: 'active', session: sessionStore.sessionId(), at: before + 2_000 });

    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    const [heardAt] = active.mock.calls[0] as [number];
    expect(heardAt).toBeGreaterThanOrEqual(before);
    expect(heardAt).toBeLessThanOrEqual(Date.now());
    other.channel.close();
  });

  it('a tab that missed the message (discarded, reloaded later) refuses a session that began before it', async () => {
    signInAs();
    vi.useFakeTimers({ now: Date.now() + 5_000 });
    try {
      localStorage.setItem('session-ended', JSON.stringify({ type: 'signed-out', reason: 'member', at: Date.now() }));
      expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
      expect(sessionStorage.getItem('session')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a session belongs to one sign-in', () => {
  it('each sign-in gets its own random id; only activity of the same sign-in counts here', async () => {
    signInAs();
    const first = sessionStore.sessionId();
    signInAs();
    const second = sessionStore.sessionId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}')).toMatchObject({ id: second });

    const active = vi.fn();
    stopFollowing = followOtherTabs(new QueryClient(), active);
    const other = anotherTab();
    // Member B works in another tab of this browser: B's sign-in, not this one's; and a message without any.
    other.channel.postMessage({ type: 'active', session: first, at: Date.now() });
    other.channel.postMessage({ type: 'active', at: Date.now() });
    // This member's own activity in another tab (a tab that page opened, holding the same sign-in).
    other.channel.postMessage({ type: 'active', session: second, at: Date.now() });
    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(active).toHaveBeenCalledTimes(1);
    other.channel.close();
  });

  it('a signed-out tab counts nobody’s activity', async () => {
    signInAs();
    const id = sessionStore.sessionId();
    sessionStore.clear();
    expect(sessionStore.sessionId()).toBeUndefined();
    const active = vi.fn();
    stopFollowing = followOtherTabs(new QueryClient(), active);
    const other = anotherTab();
    other.channel.postMessage({ type: 'active', session: id, at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(active).not.toHaveBeenCalled();
    other.channel.close();
  });
});

/** The page shown again from the back-forward cache. */
function shownFromBackForwardCache() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

describe('a page the back-forward cache shows again, or a tab that becomes visible', () => {
  afterEach(() => vi.useRealTimers());

  it('is signed out past the idle window, with the member data of this tab', () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    const queryClient = cacheWithMemberData();
    stopFollowing = followOtherTabs(queryClient, () => {});
    vi.setSystemTime(Date.now() + 29 * 60_000);
    shownFromBackForwardCache();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    shownFromBackForwardCache();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(queryClient.getQueryData(memberKeys.invoices())).toBeUndefined();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('is signed out past the session’s lifetime, however active', () => {
    signInAs();
    const stored = JSON.parse(sessionStorage.getItem('session') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('session', JSON.stringify({ ...stored, signedInAt: Date.now() - 12 * 60 * 60_000 }));
    stopFollowing = followOtherTabs(new QueryClient(), () => {});
    shownFromBackForwardCache();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('is signed out after a sign-out elsewhere it never heard, or when its sign-in is no longer the stored one', () => {
    signInAs();
    stopFollowing = followOtherTabs(new QueryClient(), () => {});
    // Not shown from the cache (an ordinary pageshow): nothing to check.
    localStorage.setItem('session-ended', JSON.stringify({ type: 'signed-out', reason: 'member', at: Date.now() + 1 }));
    window.dispatchEvent(new Event('pageshow'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    shownFromBackForwardCache();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);

    // Another sign-in in this tab's storage (a page of the same tab, later in its history).
    localStorage.clear();
    signInAs();
    const mine = sessionStore.sessionId();
    const stored = JSON.parse(sessionStorage.getItem('session') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('session', JSON.stringify({ ...stored, id: 'f'.repeat(32) }));
    expect(mine).not.toBe('f'.repeat(32));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
  });

  it('stays signed in within the idle window and the lifetime', () => {
    signInAs();
    stopFollowing = followOtherTabs(new QueryClient(), () => {});
    shownFromBackForwardCache();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
  });
});

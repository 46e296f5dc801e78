import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '@/api/member/member';
import { draftWaitsAt, saveDraft } from '@/lib/form-drafts';
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
      signOut(cacheWithMemberData(), reason);
      await vi.waitFor(() => expect(other.heard).toHaveLength(1));
      expect(other.heard[0]).toEqual({ type: 'signed-out', reason, at: expect.any(Number) as number });
      // What stays in localStorage for a tab that missed the message: the same, no member data.
      const kept = localStorage.getItem('session-ended') ?? '';
      expect(JSON.parse(kept)).toEqual(other.heard[0]);
      expect(kept).not.toContain(demoMember.personal_id);
      other.channel.close();
    },
  );

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
    other.channel.postMessage({ type: 'active', at: Date.now() });
    await vi.waitFor(() => expect(active).toHaveBeenCalledTimes(1));
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
    expect(queryClient.getQueryData(memberKeys.invoices())).toEqual([{ factura: 'A-0001' }]);
    other.channel.close();
  });

  it('activity another tab stamps a little ahead of this tab’s clock counts as now, not as a time to refuse', async () => {
    const active = vi.fn();
    stopFollowing = followOtherTabs(new QueryClient(), active);
    const other = anotherTab();
    const before = Date.now();
    other.channel.postMessage({ type: 'active', at: before + 2_000 }); // a clock ahead of this one

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
      localStorage.setItem('session-ended', JSON.stringify({ type: 'signed-out', reason: 'idle', at: Date.now() }));
      expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
      expect(sessionStorage.getItem('session')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

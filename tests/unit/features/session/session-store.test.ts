import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberSchema, type Member } from '@/api/member/member';
import { saveDraft } from '@/lib/form-draft-owners';
import { draftWaitsAt } from '@/lib/form-drafts';
import { sessionStore } from '@/features/session/session-store';
import { demoMember, signInAs } from '../../../utils/render';
import { sessionAtPageStart } from '../../../utils/page-start';

const FORM = '/panel/tramites/sugerencias-mejoras';
const MIN = 60_000;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('a tab the browser brings back is signed out; a reload is not', () => {
  it('a reload keeps the session (the page before it left just now)', async () => {
    signInAs();
    expect((await sessionAtPageStart({ type: 'reload' })).isAuthenticated).toBe(true);
  });

  it('a page opened in the same tab keeps it too (an address typed, a link the app loads afresh)', async () => {
    signInAs();
    expect((await sessionAtPageStart({ type: 'navigate' })).isAuthenticated).toBe(true);
  });

  it('a closed tab reopened (Ctrl+Shift+T) within the idle window is signed out, with its drafts', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    // The tab closes (its page leaves), and a minute later the browser brings it back with its sessionStorage.
    window.dispatchEvent(new Event('pagehide'));
    vi.setSystemTime(Date.now() + MIN);
    expect((await sessionAtPageStart({ type: 'navigate', leftJustNow: false })).isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(draftWaitsAt(FORM)).toBe(false);
  });

  it('a restored session is signed out even when the browser copies the old page’s type (reload)', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    signInAs();
    window.dispatchEvent(new Event('pagehide'));
    vi.setSystemTime(Date.now() + 10 * MIN);
    expect((await sessionAtPageStart({ type: 'reload', leftJustNow: false })).isAuthenticated).toBe(false);
  });

  it('a page of the history loaded again (not from the back-forward cache) is signed out', async () => {
    signInAs();
    expect((await sessionAtPageStart({ type: 'back_forward' })).isAuthenticated).toBe(false);
  });

  it('a stored session no page of this tab ever left (written elsewhere, copied) is signed out', async () => {
    signInAs();
    expect((await sessionAtPageStart({ type: 'navigate', leftJustNow: false })).isAuthenticated).toBe(false);
  });

  it('a window the page opened itself starts with the copy the browser made of its session', async () => {
    signInAs();
    const opened = await sessionAtPageStart({ type: 'navigate', leftJustNow: false, openedByPage: true });
    expect(opened.isAuthenticated).toBe(true);
  });

  it('a stored session without the id of its sign-in is refused', async () => {
    signInAs();
    const { id: _id, ...withoutId } = JSON.parse(sessionStorage.getItem('session') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('session', JSON.stringify(withoutId));
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
  });
});

describe('the member kept for a reload', () => {
  it('holds the fields the panel shows, nothing else of the login’s answer', async () => {
    const answer = { ...demoMember, id: 77, password: 'x', api_token: 'secret', medical_history: ['asma'] };
    signInAs(answer as Member);
    const stored = JSON.parse(sessionStorage.getItem('session') ?? '{}') as { user: Record<string, unknown> };
    expect(Object.keys(stored.user).sort()).toEqual(Object.keys(memberSchema.shape).sort());
    expect(JSON.stringify(stored)).not.toMatch(/secret|asma|password/);
    expect(sessionStore.getSnapshot().user).toEqual(stored.user);
    expect((await sessionAtPageStart()).user).toEqual(stored.user);
  });
});

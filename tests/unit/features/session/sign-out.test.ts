import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { draftWaitsAt, saveDraft } from '@/lib/form-drafts';
import { signOut } from '@/features/session/sign-out';
import { sessionStore } from '@/features/session/session-store';
import { demoMember, signInAs } from '../../../utils/render';

const FORM = '/panel/tramites/sugerencias-mejoras';

afterEach(() => sessionStorage.clear());

describe('signOut and the member’s drafts', () => {
  it('an explicit sign-out (the menu, the idle limit) drops every draft with the session', () => {
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    signOut(new QueryClient(), { announce: false });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(draftWaitsAt(FORM)).toBe(false);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('a session the server ended (a 401) keeps them for the next sign-in', () => {
    signInAs();
    saveDraft('sugerencias', demoMember.personal_id, FORM, { suggestion: 'Más turnos online' });
    signOut(new QueryClient(), { announce: false, keepDrafts: true });
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(draftWaitsAt(FORM)).toBe(true);
  });
});

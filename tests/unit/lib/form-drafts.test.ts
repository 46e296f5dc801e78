import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  DRAFT_LIFETIME_MS,
  expireDraftsOnTime,
  draftWaitsAt,
  MAX_DRAFT_BYTES,
} from '@/lib/form-drafts';
import { draftOf, ownerTag, restoreDraft, saveDraft } from '@/lib/form-draft-owners';
import { IDLE_SIGN_OUT_AFTER_MS } from '@/config/session';
import { memberSchema } from '@/api/member/member';
import { sessionStore } from '@/features/session/session-store';
import { DEMO_MEMBER, members } from '../../../mocks/data/members';
import { sessionAtPageStart } from '../../utils/page-start';
import { hmacSha256Hex } from '@/lib/keyed-digest';

const PATH = '/panel/tramites/solicitud-informacion';

afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
  sessionStorage.clear();
});

describe('the draft store', () => {
  it('keeps text fields only: never a password, a file, a list of files or a flag', () => {
    const file = new File(['%PDF'], 'orden.pdf', { type: 'application/pdf' });
    saveDraft('pedido', 'socio-1', PATH, {
      message: 'Necesito la cartilla de Córdoba',
      email: 'socia@example.com',
      password: '30111222',
      contraseña: 'secreta',
      files: [file, null],
      attachment: file,
      agree: true,
      empty: '',
    });
    expect(restoreDraft('pedido', 'socio-1')).toEqual({
      message: 'Necesito la cartilla de Córdoba',
      email: 'socia@example.com',
    });
    const stored = sessionStorage.getItem('form-draft:pedido') ?? '';
    expect(stored).not.toContain('30111222');
    expect(stored).not.toContain('secreta');
    expect(stored).not.toContain('orden.pdf');
  });

  it('stays within 20 KB: a field that does not fit is left out whole, the others are kept', () => {
    expect(MAX_DRAFT_BYTES).toBe(20 * 1024);
    const draft = draftOf('socio-1', PATH, {
      subject: 'Consulta',
      long: 'ñ'.repeat(15_000), // 30 000 bytes in UTF-8
      comments: 'Gracias',
    });
    expect(draft.fields).toEqual({ subject: 'Consulta', comments: 'Gracias' });
    saveDraft('pedido', 'socio-1', PATH, { a: 'x'.repeat(12_000), b: 'y'.repeat(12_000) });
    const stored = sessionStorage.getItem('form-draft:pedido') ?? '';
    expect(new TextEncoder().encode(stored).length).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
    expect(restoreDraft('pedido', 'socio-1')).toEqual({ a: 'x'.repeat(12_000) });
  });

  it('belongs to its owner: another member never sees it, and it is dropped', () => {
    saveDraft('pedido', 'socio-1', PATH, { message: 'Privado' });
    expect(restoreDraft('pedido', 'socio-2')).toBeUndefined();
    expect(restoreDraft('pedido', 'socio-1')).toBeUndefined();
  });

  it('says whether a draft waits at a page, and is cleared one by one or all at once', () => {
    saveDraft('pedido', 'socio-1', PATH, { message: 'Hola' });
    saveDraft('autorizacion', 'socio-1', '/panel/autorizaciones', { comments: 'Urgente' });
    expect(draftWaitsAt(PATH)).toBe(true);
    expect(draftWaitsAt('/panel/turnos')).toBe(false);
    clearDraft('pedido');
    expect(draftWaitsAt(PATH)).toBe(false);
    expect(draftWaitsAt('/panel/autorizaciones')).toBe(true);
    sessionStorage.setItem('session', '{"kept":true}');
    clearAllDrafts();
    expect(draftWaitsAt('/panel/autorizaciones')).toBe(false);
    expect(sessionStorage.getItem('session')).toBe('{"kept":true}');
  });

  it('an unreadable entry is no draft', () => {
    sessionStorage.setItem('form-draft:pedido', '{not json');
    expect(restoreDraft('pedido', 'socio-1')).toBeUndefined();
    sessionStorage.setItem(
      'form-draft:pedido',
      JSON.stringify({ owner: ownerTag('socio-1'), path: PATH, savedAt: Date.now(), fields: { password: 'x', n: 3 } }),
    );
    expect(restoreDraft('pedido', 'socio-1')).toEqual({});
  });
});

describe('a shared computer keeps nothing of a member', () => {
  const member = memberSchema.parse(DEMO_MEMBER.member);
  const other = memberSchema.parse(members.find((m) => m !== DEMO_MEMBER)!.member);
  const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

  it('a draft is gone after the idle window: it is no draft any more, and it leaves storage', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00-03:00') });
    expect(DRAFT_LIFETIME_MS).toBe(IDLE_SIGN_OUT_AFTER_MS);
    saveDraft('pedido', member.personal_id, PATH, { message: 'Necesito la cartilla' });
    vi.advanceTimersByTime(IDLE_SIGN_OUT_AFTER_MS - 1);
    expect(draftWaitsAt(PATH)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(draftWaitsAt(PATH)).toBe(false);
    expect(drafts()).toEqual([]);
    saveDraft('pedido', member.personal_id, PATH, { message: 'Necesito la cartilla' });
    vi.advanceTimersByTime(IDLE_SIGN_OUT_AFTER_MS);
    expect(restoreDraft('pedido', member.personal_id)).toBeUndefined();
    expect(drafts()).toEqual([]);
  });

  it('a draft is gone when another member signs in; the same member finds it', async () => {
    saveDraft('pedido', member.personal_id, PATH, { message: 'Necesito la cartilla' });
    sessionStore.signIn('tok', member);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drafts()).toEqual(['form-draft:pedido']);
    sessionStore.clear();
    sessionStore.signIn('tok-2', other);
    await vi.waitFor(() => expect(drafts()).toEqual([]));
    expect(restoreDraft('pedido', member.personal_id)).toBeUndefined();
  });

  it('a draft is gone with a stored session that is refused (a tab reopened after the idle limit)', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00-03:00') });
    sessionStore.signIn('tok', member);
    saveDraft('pedido', member.personal_id, PATH, { message: 'Necesito la cartilla' });
    vi.advanceTimersByTime(IDLE_SIGN_OUT_AFTER_MS);
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
    expect(drafts()).toEqual([]);
  });

  it('storage never holds the owner’s document number, in the key or in the entry', () => {
    saveDraft('pedido', member.personal_id, PATH, { message: 'Necesito la cartilla' });
    const stored = Object.entries(sessionStorage).flat().join(' ');
    expect(member.personal_id).toMatch(/^\d{7,}$/);
    expect(stored).not.toContain(member.personal_id);
    expect(restoreDraft('pedido', member.personal_id)).toEqual({ message: 'Necesito la cartilla' });
    expect(ownerTag(member.personal_id)).not.toBe(ownerTag(other.personal_id));
  });
});

describe('nothing at rest', () => {
  const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:'));

  it('an expired draft leaves storage on time, though nothing reads it', () => {
    vi.useFakeTimers({ now: Date.now() });
    saveDraft('informacion', 'socio-1', PATH, { message: 'Consulta' });
    saveDraft('sugerencias', 'socio-1', PATH, { message: 'Otra' });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS - 1_000);
    expect(draftKeys()).toHaveLength(2);
    vi.advanceTimersByTime(2_000);
    expect(draftKeys()).toEqual([]);
  });

  it('the app’s start removes drafts that expired while no page of the tab ran', async () => {
    sessionStorage.setItem(
      'form-draft:informacion',
      JSON.stringify({
        owner: ownerTag('socio-1'),
        path: PATH,
        savedAt: Date.now() - DRAFT_LIFETIME_MS - 1,
        fields: { message: 'Consulta' },
      }),
    );
    saveDraft('sugerencias', 'socio-1', PATH, { message: 'Reciente' });
    await sessionAtPageStart();
    expect(draftKeys()).toEqual(['form-draft:sugerencias']);
    expireDraftsOnTime();
    expect(draftKeys()).toEqual(['form-draft:sugerencias']);
  });

  it('the owner tag is a digest under a random key of this browser: no list of document numbers leads back', () => {
    const numdoc = '30111222';
    const tag = ownerTag(numdoc);
    const key = localStorage.getItem('form-draft-key') ?? '';
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(tag).toBe(ownerTag(numdoc));
    // Computed under this key, and under no other: not a plain digest anyone can recompute for every number.
    const keyBytes = Uint8Array.from(key.match(/../g) ?? [], (pair) => parseInt(pair, 16));
    expect(tag).toBe(hmacSha256Hex(keyBytes, numdoc).slice(0, 32));
    expect(tag).not.toBe(hmacSha256Hex(new Uint8Array(32), numdoc).slice(0, 32));
  });

  it('another browser’s key makes another tag; a key is made once and kept', () => {
    const first = ownerTag('30111222');
    expect(ownerTag('30111222')).toBe(first);
    localStorage.setItem('form-draft-key', 'ab'.repeat(32));
    expect(ownerTag('30111222')).not.toBe(first);
    expect(localStorage.getItem('form-draft-key')).toBe('ab'.repeat(32));
    localStorage.removeItem('form-draft-key');
  });
});

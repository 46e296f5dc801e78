import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  draftOf,
  draftWaitsAt,
  MAX_DRAFT_BYTES,
  restoreDraft,
  saveDraft,
} from '@/lib/form-drafts';

const PATH = '/panel/tramites/solicitud-informacion';

afterEach(() => sessionStorage.clear());

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
      JSON.stringify({ owner: 'socio-1', path: PATH, fields: { password: 'x', n: 3 } }),
    );
    expect(restoreDraft('pedido', 'socio-1')).toEqual({});
  });
});

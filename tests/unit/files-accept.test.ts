import { describe, expect, it } from 'vitest';
import { fileMatchesAccept, fileTypeError } from '@/lib/files';

const file = (name: string, type = '') => ({ name, type });

describe('a file against its slot’s accepted types (checked before encoding or upload)', () => {
  it.each([
    [file('cv.pdf', 'application/pdf'), '.doc,.docx,.pdf', true],
    [file('CV Final.PDF'), '.doc,.docx,.pdf', true],
    [file('cv.docx'), '.doc,.docx,.pdf', true],
    [file('orden.jpeg', 'image/jpeg'), '.pdf,.jpg,.jpeg', true],
    [file('foto.png', 'image/png'), '.pdf,.jpg,.jpeg', false],
    [file('virus.exe', 'application/pdf'), '.pdf,.jpg,.jpeg', false],
    // No extension: judged by its MIME type.
    [file('escaneo', 'image/jpeg'), '.pdf,.jpg,.jpeg', true],
    [file('escaneo', 'text/plain'), '.pdf,.jpg,.jpeg', false],
    [file('escaneo'), '.pdf', false],
    // MIME entries and wildcards in `accept`.
    [file('a.heic', 'image/heic'), 'image/*', true],
    [file('a.pdf', 'application/pdf'), 'application/pdf', true],
  ])('%o in "%s" → %s', (f, accept, expected) => {
    expect(fileMatchesAccept(f, accept)).toBe(expected);
  });

  it('names the accepted types when a file does not fit', () => {
    expect(fileTypeError(file('C:\\fakepath\\foto.png', 'image/png'), '.pdf,.jpg,.jpeg', 'PDF, JPG')).toBe(
      'El archivo «foto.png» no es de un tipo aceptado. Formatos aceptados: PDF, JPG.',
    );
    expect(fileTypeError(file('orden.pdf', 'application/pdf'), '.pdf,.jpg,.jpeg', 'PDF, JPG')).toBeNull();
  });
});

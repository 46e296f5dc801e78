// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_FILE_BYTES,
  MAX_FILE_LABEL,
  MAX_FILES_TOTAL_LABEL,
  encodeBase64Bytes,
  fileBaseName,
  fileExtension,
  fileSizeError,
  fileTypeError,
  filesFitInOneSend,
  formatFileSize,
} from '@/lib/files';

const MiB = 1024 * 1024;
const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const encoded = async (bytes: Uint8Array<ArrayBuffer> | string) => ascii(await encodeBase64Bytes(new Blob([bytes])));

describe('base64 of a file, as bytes', () => {
  it('encodes known bytes', async () => {
    expect(await encoded(new Uint8Array([]))).toBe('');
    expect(await encoded(new Uint8Array([0x4d]))).toBe('TQ==');
    expect(await encoded(new Uint8Array([0x4d, 0x61]))).toBe('TWE=');
    expect(await encoded(new Uint8Array([0x4d, 0x61, 0x6e]))).toBe('TWFu');
    expect(await encoded(new Uint8Array([0, 255, 128, 10]))).toBe('AP+ACg==');
    expect(await encoded('%PDF-1.4')).toBe('JVBERi0xLjQ=');
  });

  it('encodes to base64 bytes exactly like Buffer, any length, across chunk boundaries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        expect(await encoded(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
      { numRuns: 100 },
    );
    const big = new Uint8Array(3 * 256 * 1024 * 3 + 2).map((_, i) => (i * 7) % 256);
    expect(await encoded(big)).toBe(Buffer.from(big).toString('base64'));
  });
});

describe('file names', () => {
  it('splits names and extensions', () => {
    expect(fileExtension('CV Final.PDF')).toBe('pdf');
    expect(fileBaseName('CV Final.PDF')).toBe('CV Final');
    expect(fileExtension('archivo.tar.gz')).toBe('gz');
    expect(fileBaseName('archivo.tar.gz')).toBe('archivo.tar');
    expect(fileExtension('sin-extension')).toBe('');
    expect(fileBaseName('sin-extension')).toBe('sin-extension');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileBaseName('C:\\fakepath\\título.docx')).toBe('título');
  });

  it('a name ending in a dot has no extension; an empty name stays empty', () => {
    expect(fileExtension('informe.')).toBe('');
    expect(fileBaseName('informe.')).toBe('informe.');
    expect(fileBaseName('.bashrc')).toBe('.bashrc');
    expect(fileExtension('')).toBe('');
    expect(fileBaseName('')).toBe('');
    expect(fileExtension('/home/ana/scan.JPEG')).toBe('jpeg');
  });
});

describe('file sizes', () => {
  it('states sizes in es-AR and rejects files over 10 MB before encoding', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('10 MB');
    expect(fileSizeError({ name: 'cv.pdf', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileSizeError({ name: 'cv.pdf', size: MAX_FILE_BYTES + 1 })).toBe(
      'El archivo «cv.pdf» pesa 10 MB y supera el máximo de 10 MB por archivo. Elegí un archivo más liviano.',
    );
    expect(fileSizeError({ name: 'scan.jpg', size: 12.5 * 1024 * 1024 })).toMatch(/pesa 12,5 MB/);
  });

  it('says the limits the file slots show', () => {
    expect(MAX_FILE_LABEL).toBe('10 MB');
    expect(MAX_FILES_TOTAL_LABEL).toBe('40 MB');
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
  });

  it('takes another limit when the slot has one', () => {
    expect(fileSizeError({ name: 'foto.png', size: 2 * MiB }, MiB)).toBe(
      'El archivo «foto.png» pesa 2 MB y supera el máximo de 1 MB por archivo. Elegí un archivo más liviano.',
    );
    expect(fileSizeError({ name: 'foto.png', size: MiB }, MiB)).toBeNull();
  });
});

describe('files in one send (checked before anything is encoded)', () => {
  it('four files of 10 MB fit, as multipart and as base64 in JSON', () => {
    const four = Array<number>(4).fill(MAX_FILE_BYTES);
    expect(filesFitInOneSend(four, 'multipart')).toBe(true);
    expect(filesFitInOneSend(four, 'base64')).toBe(true);
    expect(filesFitInOneSend([], 'base64')).toBe(true);
  });

  it('more than the body limit does not fit; base64 takes a third more room than multipart', () => {
    const five = Array<number>(5).fill(MAX_FILE_BYTES);
    expect(filesFitInOneSend(five, 'base64')).toBe(false);
    expect(filesFitInOneSend(five, 'multipart')).toBe(true);
    expect(filesFitInOneSend([60 * MiB], 'multipart')).toBe(false);
  });
});

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
    // Spaces and capitals in `accept`; an empty list accepts nothing.
    [file('cv.pdf'), ' .PDF , .doc ', true],
    [file('cv.pdf', 'application/pdf'), '', false],
  ])('%o in "%s" → accepted: %s', (f, accept, accepted) => {
    expect(fileTypeError(f, accept, 'PDF') === null).toBe(accepted);
  });

  it('names the accepted types when a file does not fit', () => {
    expect(fileTypeError(file('C:\\fakepath\\foto.png', 'image/png'), '.pdf,.jpg,.jpeg', 'PDF, JPG')).toBe(
      'El archivo «foto.png» no es de un tipo aceptado. Formatos aceptados: PDF, JPG.',
    );
    expect(fileTypeError(file('orden.pdf', 'application/pdf'), '.pdf,.jpg,.jpeg', 'PDF, JPG')).toBeNull();
  });
});

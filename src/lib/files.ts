/**
 * File helpers for the forms with attachments: size limit, names, extensions and a
 * base64 encoding that never blocks the page.
 */

import { lazily } from './lazily';
import {
  FORM_FIELDS_ALLOWANCE_BYTES,
  MAX_FILE_BYTES,
  MAX_FILES_TOTAL_BYTES,
  MAX_REQUEST_BODY_BYTES,
  encodedFilesBytes,
} from '@/config/uploads';

export { MAX_FILE_BYTES };
export const MAX_FILE_LABEL = '10 MB';
export const MAX_FILES_TOTAL_LABEL = `${MAX_FILES_TOTAL_BYTES / (1024 * 1024)} MB`;

/**
 * Whether files of these sizes fit in one send, checked before anything is encoded or uploaded: against the body
 * limit the server enforces, less room for the text fields.
 */
export function filesFitInOneSend(sizes: readonly number[], encoding: 'multipart' | 'base64'): boolean {
  return encodedFilesBytes(sizes, encoding) <= MAX_REQUEST_BODY_BYTES - FORM_FIELDS_ALLOWANCE_BYTES;
}

const sizeFormatter = lazily(() => new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }));

/** "532 B", "12,3 KB", "9,8 MB" (binary units, es-AR decimals). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormatter().format(bytes / 1024)} KB`;
  return `${sizeFormatter().format(bytes / (1024 * 1024))} MB`;
}

/** A clear Spanish message when the file is over the limit, else null. */
export function fileSizeError(file: Pick<File, 'name' | 'size'>, maxBytes = MAX_FILE_BYTES): string | null {
  if (file.size <= maxBytes) return null;
  return `El archivo «${file.name}» pesa ${formatFileSize(file.size)} y supera el máximo de ${formatFileSize(maxBytes)} por archivo. Elegí un archivo más liviano.`;
}

/** The MIME types browsers give the extensions our file slots accept (a file without an extension is judged by its type). */
const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Whether a file fits an `accept` list ('.pdf,.jpg,image/png'): its extension is listed, or its MIME type is
 * listed or belongs to a listed extension. Checked before any encoding or upload, as `accept` is only a hint.
 */
function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const extension = fileExtension(file.name);
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) {
      const listed = entry.slice(1);
      return extension === listed || (extension === '' && type !== '' && MIME_BY_EXTENSION[listed] === type);
    }
    return entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry;
  });
}

/** A clear Spanish message naming the accepted types when the file does not fit the slot, else null. */
export function fileTypeError(file: Pick<File, 'name' | 'type'>, accept: string, acceptedLabel: string): string | null {
  if (fileMatchesAccept(file, accept)) return null;
  return `El archivo «${bareName(file.name)}» no es de un tipo aceptado. Formatos aceptados: ${acceptedLabel}.`;
}

/** Strips any folder part a browser may leave in a file name ("C:\\fakepath\\cv.pdf" → "cv.pdf"). */
function bareName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

/** Lowercased extension without the dot: "CV Final.PDF" → "pdf"; "" when there is none. */
export function fileExtension(name: string): string {
  const bare = bareName(name);
  const dot = bare.lastIndexOf('.');
  return dot > 0 && dot < bare.length - 1 ? bare.slice(dot + 1).toLowerCase() : '';
}

/** The name without its extension: "CV Final.PDF" → "CV Final"; ".bashrc" stays ".bashrc". */
export function fileBaseName(name: string): string {
  const bare = bareName(name);
  const dot = bare.lastIndexOf('.');
  return dot > 0 && dot < bare.length - 1 ? bare.slice(0, dot) : bare;
}

/** Bytes per step of the chunked encoder: a multiple of 3, so the pieces concatenate into valid base64. */
const CHUNK_BYTES = 3 * 64 * 1024;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const ALPHABET = new TextEncoder().encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 61; // '='

/**
 * The base64 of a file as ASCII bytes, never as one big string: a 10 MB file would otherwise
 * become a 14 MB string that the browser has to convert back to bytes in one go when it is
 * sent (measured: hundreds of milliseconds of frozen page). Encoded in 192 KB steps with a
 * pause between them; the bytes go straight into the request body (see Blob parts).
 */
export async function encodeBase64Bytes(blob: Blob): Promise<Uint8Array> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let o = 0;
  for (let start = 0; start < whole; start += CHUNK_BYTES) {
    const end = Math.min(start + CHUNK_BYTES, whole);
    for (let i = start; i < end; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out[o++] = ALPHABET[n >> 18]!;
      out[o++] = ALPHABET[(n >> 12) & 63]!;
      out[o++] = ALPHABET[(n >> 6) & 63]!;
      out[o++] = ALPHABET[n & 63]!;
    }
    if (end < whole) await yieldToPage();
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    out[o++] = ALPHABET[n >> 18]!;
    out[o++] = ALPHABET[(n >> 12) & 63]!;
    out[o++] = rest === 2 ? ALPHABET[(n >> 6) & 63]! : PAD;
    out[o++] = PAD;
  }
  return out;
}

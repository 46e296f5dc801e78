/**
 * How much the forms with files may send. One place for the figures that the forms state, the send checks before
 * encoding anything, and nginx enforces (deploy/site.conf `client_max_body_size`; tests/unit/nginx-config.test.ts
 * keeps the two equal).
 */
const MiB = 1024 * 1024;

/** Per file: 10 MB, the product's limit for any attachment. */
export const MAX_FILE_BYTES = 10 * MiB;
/** The most files of one form: the residency application takes four (CV + three attachments). */
const MAX_FILES = 4;
/** All the files of one send. */
export const MAX_FILES_TOTAL_BYTES = MAX_FILES * MAX_FILE_BYTES;
/**
 * The largest request body the server accepts: the residency application's four files as base64 in JSON
 * (4 × 13.3 MiB) plus its text fields, rounded up to a whole MiB.
 */
export const MAX_REQUEST_BODY_BYTES = 55 * MiB;

/** Bytes on the wire for files of these sizes: as they are (multipart) or as base64 inside JSON. */
export function encodedFilesBytes(sizes: readonly number[], encoding: 'multipart' | 'base64'): number {
  return sizes.reduce((sum, size) => sum + (encoding === 'base64' ? Math.ceil(size / 3) * 4 : size), 0);
}

/** Room left in a body for the text fields and the multipart or JSON framing. */
export const FORM_FIELDS_ALLOWANCE_BYTES =
  MAX_REQUEST_BODY_BYTES - encodedFilesBytes(Array<number>(MAX_FILES).fill(MAX_FILE_BYTES), 'base64');

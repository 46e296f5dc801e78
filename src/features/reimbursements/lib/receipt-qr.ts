import { readArcaQr, type ArcaInvoice } from './arca-qr';
import type { Photo } from './prepare-photo';

/**
 * What the chosen receipt's QR code says: the invoice of ARCA's QR, else why the member types the data. Both readers
 * load on first use: ./read-qr.ts for a photo, ./pdf-qr.ts (with pdf.js) for a PDF.
 */
export type ReceiptQr =
  | { outcome: 'found'; invoice: ArcaInvoice }
  /** No ARCA QR that could be read (or a file the browser cannot look into, like HEIC outside Safari). */
  | { outcome: 'none' }
  /** A PDF with a password. */
  | { outcome: 'pdf-locked' }
  /** A damaged PDF, one that took too long, or a reader that could not load. */
  | { outcome: 'pdf-unreadable' };

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

function invoiceAmong(codes: string[]): ReceiptQr {
  const invoice = codes.map(readArcaQr).find((read) => read !== null);
  return invoice ? { outcome: 'found', invoice } : { outcome: 'none' };
}

async function fromPdf(file: File): Promise<ReceiptQr> {
  const { readPdfQrCodes } = await import('./pdf-qr');
  const read = await readPdfQrCodes(file, (code) => readArcaQr(code) !== null);
  if (read.outcome === 'read') return invoiceAmong(read.codes);
  return { outcome: read.outcome === 'locked' ? 'pdf-locked' : 'pdf-unreadable' };
}

/** The receipt's QR, read from the decoded photo or the PDF; never throws (a reader that fails to load included). */
export async function readReceiptQr(file: File, photo: Photo | null): Promise<ReceiptQr> {
  try {
    if (photo) {
      const { readQrCodes } = await import('./read-qr');
      return invoiceAmong(await readQrCodes(photo.bitmap));
    }
    return isPdf(file) ? await fromPdf(file) : { outcome: 'none' };
  } catch {
    return { outcome: isPdf(file) ? 'pdf-unreadable' : 'none' };
  }
}

import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import encodeQR from 'qr';
import { textPdf, type PdfImage } from '../../mocks/lib/pdf';
import { arcaQrText, type ArcaPayload } from './png';

/** Pixels a QR module takes in the embedded image, and the white margin around the code, in modules. */
const PIXELS_PER_MODULE = 4;
const QUIET_MODULES = 4;
/** 2.5 cm on the page (72 points an inch), the size of the QR on ARCA's invoices. */
const QR_POINTS = Math.round((2.5 / 2.54) * 72);

/** The QR as invoicing software embeds it: an RGB image compressed with /FlateDecode, at the page's lower left. */
function qrImage(text: string): PdfImage {
  const modules = encodeQR(text, 'raw', { ecc: 'medium' });
  const side = (modules.length + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
  const rgb = Buffer.alloc(side * side * 3, 0xff);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = modules[Math.floor(y / PIXELS_PER_MODULE) - QUIET_MODULES];
      if (row?.[Math.floor(x / PIXELS_PER_MODULE) - QUIET_MODULES])
        rgb.fill(0, (y * side + x) * 3, (y * side + x + 1) * 3);
    }
  }
  return { width: side, height: side, filter: 'FlateDecode', data: deflateSync(rgb), x: 56, y: 90, size: QR_POINTS };
}

/** An electronic invoice as a one-page PDF: its data as text and, unless `qr` is false, ARCA's QR code. */
export function invoicePdf(invoice: ArcaPayload, { qr = true }: { qr?: boolean } = {}): Buffer {
  const lines = [
    { text: 'Factura electrónica', bold: true, size: 16 },
    { text: `Punto de venta: ${String(invoice.ptoVta).padStart(5, '0')}  Comp. Nro: ${invoice.nroCmp}`, gapBefore: 8 },
    { text: `CUIT: ${invoice.cuit}  Fecha de emisión: ${invoice.fecha}` },
    { text: 'Consulta médica', gapBefore: 18 },
    { text: `Importe total: $ ${invoice.importe.toFixed(2)}`, bold: true, gapBefore: 12 },
  ];
  return Buffer.from(textPdf(lines, 'Factura electrónica', qr ? qrImage(arcaQrText(invoice)) : undefined));
}

/** The 32 bytes a PDF password is padded with (PDF 1.7, 7.6.3.3). */
const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

/**
 * The PDF behind a password (the standard security handler, revision 2): only its trailer gains the /Encrypt
 * dictionary, which is all a reader checks before asking for the password, so the file cannot be opened without it.
 */
export function lockedPdf(pdf: Buffer, password: string): Buffer {
  const padded = (text: string) => Buffer.concat([Buffer.from(text, 'latin1'), PASSWORD_PAD]).subarray(0, 32);
  const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
  const id = Buffer.alloc(16, 0x5a);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const owner = rc4(md5(padded(password)).subarray(0, 5), padded(password));
  const user = rc4(md5(padded(password), owner, permissions, id).subarray(0, 5), PASSWORD_PAD);
  const encrypt =
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >> ` +
    `/ID [<${id.toString('hex')}> <${id.toString('hex')}>]`;
  return Buffer.from(pdf.toString('latin1').replace(/(trailer\n<<[^>]*)>>/, `$1${encrypt} >>`), 'latin1');
}

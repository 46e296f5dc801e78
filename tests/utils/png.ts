import { deflateSync } from 'node:zlib';
import encodeQR from 'qr';

/**
 * PNG files made at test time: an invoice photo with ARCA's fiscal QR code, and a photo as large as a phone's.
 * RGB, 8 bits a channel, no filter.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width` × `height` whose pixel (x, y) is `rgb(x, y)`; `level` 0 stores it uncompressed. */
function png(width: number, height: number, rgb: (x: number, y: number) => number, level = 6): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const color = rgb(x, y);
      raw[row + 1 + x * 3] = (color >> 16) & 0xff;
      raw[row + 2 + x * 3] = (color >> 8) & 0xff;
      raw[row + 3 + x * 3] = color & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type ArcaPayload = {
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
};

/** ARCA's QR link for an invoice (its published format: base64 JSON in `p`). */
export function arcaQrText(invoice: ArcaPayload): string {
  const payload = {
    ver: 1,
    ...invoice,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: 96,
    nroDocRec: 30111222,
    tipoCodAut: 'E',
    codAut: 70417054367476,
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(payload)).toString('base64')}`;
}

/** A white page, 1200 × 1600, with the QR code in its lower left corner and a few grey "lines of text". */
export function invoicePhoto(invoice: ArcaPayload): Buffer {
  const modules = encodeQR(arcaQrText(invoice), 'raw', { ecc: 'medium' });
  const scale = 6;
  const left = 80;
  const top = 1100;
  const size = modules.length * scale;
  return png(1200, 1600, (x, y) => {
    const qx = x - left;
    const qy = y - top;
    if (qx >= 0 && qy >= 0 && qx < size && qy < size)
      return modules[Math.floor(qy / scale)]![Math.floor(qx / scale)] ? 0x111111 : 0xffffff;
    const textLine = y > 120 && y < 900 && y % 60 < 14 && x > 80 && x < 1000 - ((y * 7) % 300);
    return textLine ? 0x555555 : 0xfdfdfd;
  });
}

/** A phone-sized photo of at least `bytes` (stored without compression): a soft gradient, as a picture is. */
export function largePhoto(bytes: number): Buffer {
  const width = 4000;
  const height = Math.ceil(bytes / (width * 3 + 1)) + 1;
  return png(width, height, (x, y) => (((x >> 4) & 0xff) << 16) | (((y >> 3) & 0xff) << 8) | 0x80, 0);
}

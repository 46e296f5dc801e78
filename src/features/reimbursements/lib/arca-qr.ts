import { z } from 'zod/mini';

/**
 * ARCA's (formerly AFIP's) fiscal QR on electronic invoices: `https://www.afip.gob.ar/fe/qr/?p=<base64 JSON>`, the
 * JSON holding ver, fecha, cuit, ptoVta, tipoCmp, nroCmp, importe, moneda, ctz, tipoDocRec, nroDocRec, tipoCodAut
 * and codAut. Only what the form fills is read; anything unreadable makes the whole code unreadable (the member
 * types the fields).
 */
const QR_HOSTS = ['www.afip.gob.ar', 'afip.gob.ar', 'serviciosweb.afip.gob.ar', 'www.arca.gob.ar', 'arca.gob.ar'];

const wholeNumber = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
);

const payloadSchema = z.object({
  fecha: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  cuit: wholeNumber,
  ptoVta: wholeNumber,
  tipoCmp: wholeNumber,
  nroCmp: wholeNumber,
  importe: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
    z.transform((value) => Number(value)),
  ),
  moneda: z.optional(z.string()),
});

/** The class of an ARCA voucher type code: 1–5 A, 6–10 B, 11–15 C, 51–55 M (invoices, debit and credit notes, receipts). */
export function invoiceLetter(tipoCmp: number): 'A' | 'B' | 'C' | 'M' | null {
  if (tipoCmp >= 1 && tipoCmp <= 5) return 'A';
  if (tipoCmp >= 6 && tipoCmp <= 10) return 'B';
  if (tipoCmp >= 11 && tipoCmp <= 15) return 'C';
  if (tipoCmp >= 51 && tipoCmp <= 55) return 'M';
  return null;
}

export type ArcaInvoice = {
  cuit: string;
  /** ARCA's voucher type code (6 Factura B, 11 Factura C…). */
  voucherType: number;
  letter: 'A' | 'B' | 'C' | 'M' | null;
  pointOfSale: number;
  number: number;
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
  currency: string;
};

function decodeBase64(text: string): string | null {
  try {
    const standard = text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
    const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
    const binary = atob(padded);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The invoice an ARCA QR's text describes, or null when the text is not one (another link, bad base64, bad JSON). */
export function readArcaQr(text: string): ArcaInvoice | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!QR_HOSTS.includes(url.hostname) || !url.pathname.startsWith('/fe/qr')) return null;
  const encoded = url.searchParams.get('p');
  if (!encoded) return null;
  const json = decodeBase64(encoded);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = z.safeParse(payloadSchema, raw);
  if (!parsed.success) return null;
  const { fecha, cuit, ptoVta, tipoCmp, nroCmp, importe, moneda } = parsed.data;
  return {
    cuit: String(cuit).padStart(11, '0'),
    voucherType: tipoCmp,
    letter: invoiceLetter(tipoCmp),
    pointOfSale: ptoVta,
    number: nroCmp,
    date: fecha.slice(0, 10),
    amount: importe,
    currency: moneda ?? 'PES',
  };
}

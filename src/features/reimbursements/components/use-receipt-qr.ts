import { useState } from 'react';
import { formatArgentineAmount } from '../lib/amount';
import type { Photo } from '../lib/prepare-photo';
import { readReceiptQr, type ReceiptQr } from '../lib/receipt-qr';
import type { RequestFormValues } from '../lib/request-schema';

/** The fields ARCA's QR fills. */
const QR_FIELDS = ['cuit', 'invoiceType', 'pointOfSale', 'number', 'date', 'amount'] as const;
type QrField = (typeof QR_FIELDS)[number];
export type QrReading = { outcome: 'filled'; fields: QrField[] } | Exclude<ReceiptQr, { outcome: 'found' }> | null;

/**
 * The receipt's QR code (ARCA's), read when the receipt is chosen: the fields it holds are filled in (`fill`), and
 * each such field says so (`fromQr`).
 */
export function useReceiptQr(fill: (field: QrField, value: string) => void) {
  const [qr, setQr] = useState<QrReading>(null);
  const readReceipt = async (file: File, photo: Photo | null) => {
    const read = await readReceiptQr(file, photo);
    if (read.outcome !== 'found') {
      setQr(read);
      return;
    }
    const { invoice } = read;
    const filled: Partial<Record<QrField, RequestFormValues[QrField]>> = {
      cuit: invoice.cuit,
      pointOfSale: String(invoice.pointOfSale),
      number: String(invoice.number),
      date: invoice.date,
      amount: formatArgentineAmount(invoice.amount),
    };
    if (invoice.letter === 'A' || invoice.letter === 'B' || invoice.letter === 'C') filled.invoiceType = invoice.letter;
    const fields = QR_FIELDS.filter((field) => filled[field] !== undefined);
    fields.forEach((field) => fill(field, filled[field] as string));
    setQr({ outcome: 'filled', fields });
  };
  const fromQr = (field: QrField) =>
    qr?.outcome === 'filled' && qr.fields.includes(field) ? 'Completado con el código QR de la factura.' : undefined;
  return { qr, readReceipt, fromQr };
}

import type { ReceiptQr } from '../lib/receipt-qr';
import type { QrReading } from './use-receipt-qr';
import { Notice } from './notice';

const WHY_NOT_READ: Record<Exclude<ReceiptQr['outcome'], 'found'>, string> = {
  none: 'No encontramos un código QR de ARCA que se pueda leer.',
  'pdf-locked': 'El PDF tiene contraseña, así que no pudimos leer su código QR.',
  'pdf-unreadable': 'No pudimos abrir el PDF para buscar su código QR.',
};

/** What became of the receipt's QR code: its fields filled in, or why it could not be read. */
export function QrNotice({ reading }: { reading: QrReading }) {
  if (!reading) return null;
  if (reading.outcome === 'filled')
    return (
      <Notice color="green" role="status" title="Leímos el código QR de la factura">
        Completamos el CUIT, el tipo, el punto de venta, el número, la fecha y el importe. Revisalos y corregilos si
        hace falta.
      </Notice>
    );
  return (
    <Notice color="gray" role="status" title="Completá los datos de la factura">
      {WHY_NOT_READ[reading.outcome]}
    </Notice>
  );
}

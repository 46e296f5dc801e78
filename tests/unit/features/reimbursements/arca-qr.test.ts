import { describe, expect, it } from 'vitest';
import { invoiceLetter, readArcaQr } from '@/features/reimbursements/lib/arca-qr';

const payload = {
  ver: 1,
  fecha: '2026-05-20',
  cuit: 30500010912,
  ptoVta: 3,
  tipoCmp: 6,
  nroCmp: 1234,
  importe: 15400.5,
  moneda: 'PES',
  ctz: 1,
  tipoDocRec: 96,
  nroDocRec: 30111222,
  tipoCodAut: 'E',
  codAut: 70417054367476,
};
const qrOf = (json: string) => `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(json).toString('base64')}`;

describe("reading ARCA's fiscal QR", () => {
  it('reads the invoice a real-shaped code describes', () => {
    expect(readArcaQr(qrOf(JSON.stringify(payload)))).toEqual({
      cuit: '30500010912',
      voucherType: 6,
      letter: 'B',
      pointOfSale: 3,
      number: 1234,
      date: '2026-05-20',
      amount: 15400.5,
      currency: 'PES',
    });
  });

  it('reads a Factura C whose numbers come as text, and base64 without padding or URL-safe', () => {
    const json = JSON.stringify({ ...payload, tipoCmp: '11', cuit: '20123456786', importe: '2500.00' });
    const base64 = Buffer.from(json).toString('base64url');
    expect(readArcaQr(`https://www.afip.gob.ar/fe/qr/?p=${base64}`)).toMatchObject({
      letter: 'C',
      cuit: '20123456786',
      amount: 2500,
    });
  });

  it.each([
    ['another site', 'https://example.com/fe/qr/?p=' + Buffer.from(JSON.stringify(payload)).toString('base64')],
    ['no payload', 'https://www.afip.gob.ar/fe/qr/'],
    ['not base64', 'https://www.afip.gob.ar/fe/qr/?p=%%%%'],
    ['base64 of no JSON', qrOf('{"fecha": 2026-05-20')],
    ['JSON without the number', qrOf(JSON.stringify({ ...payload, nroCmp: undefined }))],
    ['an amount with a comma', qrOf(JSON.stringify({ ...payload, importe: '15.400,50' }))],
    ['plain text', 'Factura B 0003-00001234'],
  ])('reads nothing from %s', (_case, text) => expect(readArcaQr(text)).toBeNull());

  it('knows the class of each voucher type', () => {
    expect(invoiceLetter(1)).toBe('A');
    expect(invoiceLetter(6)).toBe('B');
    expect(invoiceLetter(8)).toBe('B');
    expect(invoiceLetter(11)).toBe('C');
    expect(invoiceLetter(13)).toBe('C');
    expect(invoiceLetter(99)).toBeNull();
  });
});

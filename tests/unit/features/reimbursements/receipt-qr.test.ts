import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPdfQrCodes } from '@/features/reimbursements/lib/pdf-qr';
import type { Photo } from '@/features/reimbursements/lib/prepare-photo';
import { readQrCodes } from '@/features/reimbursements/lib/read-qr';
import { readReceiptQr } from '@/features/reimbursements/lib/receipt-qr';

vi.mock('@/features/reimbursements/lib/read-qr', () => ({ readQrCodes: vi.fn() }));
vi.mock('@/features/reimbursements/lib/pdf-qr', () => ({ readPdfQrCodes: vi.fn() }));

const ARCA = `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(
  JSON.stringify({ fecha: '2026-05-20', cuit: 30500010912, ptoVta: 3, tipoCmp: 11, nroCmp: 1234, importe: 800 }),
).toString('base64')}`;
const OTHER = 'https://example.com/pagar';

const photo = { bitmap: {} as ImageBitmap, scaled: false } satisfies Photo;
const file = (name: string, type: string) => new File(['x'], name, { type });
const pdf = file('factura.pdf', 'application/pdf');

beforeEach(() => {
  vi.mocked(readQrCodes).mockReset();
  vi.mocked(readPdfQrCodes).mockReset();
});

describe("the receipt's QR", () => {
  it("reads a photo's codes and keeps ARCA's", async () => {
    vi.mocked(readQrCodes).mockResolvedValue([OTHER, ARCA]);
    const read = await readReceiptQr(file('factura.jpg', 'image/jpeg'), photo);
    expect(read).toMatchObject({ outcome: 'found', invoice: { cuit: '30500010912', letter: 'C', number: 1234 } });
    expect(readQrCodes).toHaveBeenCalledWith(photo.bitmap);
    expect(readPdfQrCodes).not.toHaveBeenCalled();
  });

  it("reads a PDF's first pages, wanting ARCA's code only", async () => {
    vi.mocked(readPdfQrCodes).mockResolvedValue({ outcome: 'read', codes: [ARCA] });
    expect(await readReceiptQr(pdf, null)).toMatchObject({ outcome: 'found', invoice: { amount: 800 } });
    const isWanted = vi.mocked(readPdfQrCodes).mock.calls[0]![1];
    expect([isWanted(ARCA), isWanted(OTHER)]).toEqual([true, false]);
  });

  it('knows a PDF by its name when the browser gives no type', async () => {
    vi.mocked(readPdfQrCodes).mockResolvedValue({ outcome: 'read', codes: [] });
    expect(await readReceiptQr(file('FACTURA.PDF', ''), null)).toEqual({ outcome: 'none' });
    expect(readPdfQrCodes).toHaveBeenCalled();
  });

  it.each([
    [{ outcome: 'read', codes: [OTHER] }, 'none'],
    [{ outcome: 'locked' }, 'pdf-locked'],
    [{ outcome: 'unreadable' }, 'pdf-unreadable'],
  ] as const)('says why a PDF fills nothing: %o is %s', async (reading, outcome) => {
    vi.mocked(readPdfQrCodes).mockResolvedValue(reading as Awaited<ReturnType<typeof readPdfQrCodes>>);
    expect(await readReceiptQr(pdf, null)).toEqual({ outcome });
  });

  it('never throws: a reader that fails (a chunk that cannot load) leaves the data to type', async () => {
    vi.mocked(readPdfQrCodes).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await readReceiptQr(pdf, null)).toEqual({ outcome: 'pdf-unreadable' });
    vi.mocked(readQrCodes).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await readReceiptQr(file('factura.png', 'image/png'), photo)).toEqual({ outcome: 'none' });
  });

  it('looks into nothing the browser could not decode that is not a PDF (HEIC outside Safari)', async () => {
    expect(await readReceiptQr(file('factura.heic', 'image/heic'), null)).toEqual({ outcome: 'none' });
    expect(readQrCodes).not.toHaveBeenCalled();
    expect(readPdfQrCodes).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_SIDE, readPdfQrCodes, TIME_LIMIT_MS } from '@/features/reimbursements/lib/pdf-qr';
import { readQrCodes } from '@/features/reimbursements/lib/read-qr';

/** pdf.js stands in as a document of blank pages; what is tested is which pages are drawn, how large, and the outcome. */
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => ({
  getDocument: vi.fn(),
  GlobalWorkerOptions: {},
  VerbosityLevel: { ERRORS: 0 },
}));
vi.mock('@/features/reimbursements/lib/read-qr', () => ({ readQrCodes: vi.fn() }));

const ARCA = 'https://www.afip.gob.ar/fe/qr/?p=e30=';
const isArca = (code: string) => code === ARCA;
const pdfFile = () => new File(['%PDF-1.7'], 'factura.pdf', { type: 'application/pdf' });

type Drawn = { page: number; width: number; height: number };

/** A loading task whose document has `pages` pages of `width` × `height` points; `drawn` lists what was rendered. */
function loadingTask(pages: number, { width = 595, height = 842 } = {}) {
  const drawn: Drawn[] = [];
  const pdf = {
    numPages: pages,
    getPage: async (page: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: width * scale, height: height * scale }),
      render: ({ canvas }: { canvas: HTMLCanvasElement }) => {
        drawn.push({ page, width: canvas.width, height: canvas.height });
        return { promise: Promise.resolve() };
      },
    }),
  };
  const task = { promise: Promise.resolve(pdf), destroy: vi.fn(async () => undefined) };
  vi.mocked(getDocument).mockReturnValue(task as unknown as ReturnType<typeof getDocument>);
  return { task, drawn };
}

function failingTask(failure: unknown) {
  const task = { promise: Promise.reject(failure), destroy: vi.fn(async () => undefined) };
  task.promise.catch(() => undefined);
  vi.mocked(getDocument).mockReturnValue(task as unknown as ReturnType<typeof getDocument>);
  return task;
}

beforeEach(() => {
  vi.mocked(readQrCodes).mockReset().mockResolvedValue([]);
});

describe("a PDF's QR codes", () => {
  it('draws page 1 at 3 px a point, with eval and WebAssembly off, and stops there when it has the code', async () => {
    const { task, drawn } = loadingTask(3);
    vi.mocked(readQrCodes).mockResolvedValueOnce([ARCA]);

    expect(await readPdfQrCodes(pdfFile(), isArca)).toEqual({ outcome: 'read', codes: [ARCA] });
    expect(drawn).toEqual([{ page: 1, width: 1785, height: 2526 }]);
    expect(getDocument).toHaveBeenCalledWith(expect.objectContaining({ isEvalSupported: false, useWasm: false }));
    expect(task.destroy).toHaveBeenCalled();
  });

  it('reads page 2 when page 1 has no wanted code, and never a third', async () => {
    const { drawn } = loadingTask(5);
    vi.mocked(readQrCodes).mockResolvedValueOnce(['https://example.com/pagar']).mockResolvedValueOnce([]);

    expect(await readPdfQrCodes(pdfFile(), isArca)).toEqual({ outcome: 'read', codes: ['https://example.com/pagar'] });
    expect(drawn.map((page) => page.page)).toEqual([1, 2]);
  });

  it('draws a poster-sized page no larger than MAX_SIDE on its long side', async () => {
    const { drawn } = loadingTask(1, { width: 2384, height: 3370 }); // A0
    await readPdfQrCodes(pdfFile(), isArca);
    expect(Math.max(drawn[0]!.width, drawn[0]!.height)).toBe(MAX_SIDE);
  });

  it('tells a PDF with a password from a damaged one', async () => {
    failingTask(Object.assign(new Error('No password given'), { name: 'PasswordException' }));
    expect(await readPdfQrCodes(pdfFile(), isArca)).toEqual({ outcome: 'locked' });
    const damaged = failingTask(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }));
    expect(await readPdfQrCodes(pdfFile(), isArca)).toEqual({ outcome: 'unreadable' });
    expect(damaged.destroy).toHaveBeenCalled();
  });

  describe('with a clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('gives up after the time limit and ends the reading', async () => {
      const task = { promise: new Promise(() => undefined), destroy: vi.fn(async () => undefined) };
      vi.mocked(getDocument).mockReturnValue(task as unknown as ReturnType<typeof getDocument>);
      const reading = readPdfQrCodes(pdfFile(), isArca);
      await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS - 1);
      expect(task.destroy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await reading).toEqual({ outcome: 'unreadable' });
      expect(task.destroy).toHaveBeenCalled();
    });
  });
});

import {
  getDocument,
  GlobalWorkerOptions,
  VerbosityLevel,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { readQrCodes } from './read-qr';

/**
 * A PDF's QR codes: pdf.js parses the file in its worker (a file of our own origin, as the CSP's worker-src asks),
 * draws its first pages on a canvas, and ./read-qr.ts reads them. Loaded only when a PDF is chosen on the request
 * form (docs/decisions/reimbursements.md). The legacy build carries the polyfills older phones' browsers need.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** ARCA's QR is on the invoice's first page; the second is read in case, never more. */
const PAGES_READ = 2;
/** 3 px a PDF point (216 dpi): a 2.5 cm QR of 73 modules gets about 3 px a module; the `qr` decoder reads it from 2. */
const SCALE = 3;
/** No page is drawn larger than this on its long side (a poster-sized page is scaled down to it). */
export const MAX_SIDE = 3000;
/**
 * Past this the reading gives up (a huge or very slow PDF) and the member types the data. A one-page invoice takes
 * about 6 s on the slow phone of docs/performance.md (Slow 4G, 4× CPU), most of it fetching and starting the worker.
 */
export const TIME_LIMIT_MS = 15_000;

/** 'read' with the codes found (maybe none); 'locked' has a password; 'unreadable' is damaged or took too long. */
export type PdfQrCodes = { outcome: 'read'; codes: string[] } | { outcome: 'locked' } | { outcome: 'unreadable' };

/** The scale a page `width` × `height` points is drawn at. */
const pageScale = (width: number, height: number) => Math.min(SCALE, MAX_SIDE / Math.max(width, height));

async function drawnPage(pdf: PDFDocumentProxy, number: number): Promise<HTMLCanvasElement> {
  const page = await pdf.getPage(number);
  const { width, height } = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: pageScale(width, height) });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return canvas;
}

/** The codes of the first pages, stopping at the first page with a wanted one. */
async function codesOnFirstPages(pdf: PDFDocumentProxy, isWanted: (code: string) => boolean): Promise<PdfQrCodes> {
  const codes: string[] = [];
  for (let number = 1; number <= Math.min(pdf.numPages, PAGES_READ); number++) {
    const onPage = await readQrCodes(await drawnPage(pdf, number));
    codes.push(...onPage);
    if (onPage.some(isWanted)) break;
  }
  return { outcome: 'read', codes };
}

/** The result of `work`, or 'unreadable' once TIME_LIMIT_MS have passed. */
async function withinTimeLimit(work: Promise<PdfQrCodes>): Promise<PdfQrCodes> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PdfQrCodes>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'unreadable' }), TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The QR codes on the PDF's first pages; never throws. */
export async function readPdfQrCodes(file: Blob, isWanted: (code: string) => boolean): Promise<PdfQrCodes> {
  let task: PDFDocumentLoadingTask | null = null;
  try {
    task = getDocument({
      data: new Uint8Array(await file.arrayBuffer()),
      // The site's CSP allows neither eval nor WebAssembly ('unsafe-eval', 'wasm-unsafe-eval').
      isEvalSupported: false,
      useWasm: false,
      verbosity: VerbosityLevel.ERRORS,
    });
    return await withinTimeLimit(task.promise.then((pdf) => codesOnFirstPages(pdf, isWanted)));
  } catch (failure) {
    return { outcome: (failure as Error | null)?.name === 'PasswordException' ? 'locked' : 'unreadable' };
  } finally {
    // Ends the worker and any drawing still under way (after the time limit).
    task?.destroy().catch(() => undefined);
  }
}

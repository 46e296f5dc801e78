import { drawnOnCanvas } from './prepare-photo';

/** What QR codes are read from: a decoded photo, or a PDF's page drawn on a canvas (./pdf-qr.ts). */
type QrImage = ImageBitmap | HTMLCanvasElement;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: QrImage) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The browser's own detector, where it reads QR codes (Chrome on Android and macOS, Safari). */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The texts of the QR codes in the image: the browser's detector, else the `qr` library (loaded only here). */
export async function readQrCodes(image: QrImage): Promise<string[]> {
  const detector = await nativeDetector();
  if (detector) {
    try {
      const codes = await detector.detect(image);
      if (codes.length > 0) return codes.map((code) => code.rawValue);
    } catch {
      // Fall through to the library.
    }
  }
  const canvas = image instanceof HTMLCanvasElement ? image : drawnOnCanvas(image);
  const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) return [];
  const { default: decodeQR } = await import('qr/decode.js');
  try {
    return [decodeQR({ width: pixels.width, height: pixels.height, data: pixels.data }, { format: 'RGBA' })];
  } catch {
    return [];
  }
}

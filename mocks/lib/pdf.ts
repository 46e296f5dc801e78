/**
 * A one-page PDF of plain text lines, written by hand (PDF 1.4: catalog, pages, page, two standard fonts, one
 * content stream, info), with at most one image drawn on the page. Text is WinAnsi (Latin-1 for Spanish), so every
 * character is one byte and the cross-reference offsets are string lengths.
 */
export type PdfLine = { text: string; bold?: boolean; size?: number; gapBefore?: number };

/**
 * An RGB image (8 bits a channel) as the stream holds it: `data` already encoded with `filter` (the caller's
 * compression: this module also runs in the browser), drawn `size` × `size` points with its lower left corner at
 * (`x`, `y`).
 */
export type PdfImage = {
  width: number;
  height: number;
  filter?: 'FlateDecode';
  data: Uint8Array;
  x: number;
  y: number;
  size: number;
};

/** A PDF string literal: backslash and parentheses escaped; anything outside Latin-1 becomes '?'. */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

function contentStream(lines: readonly PdfLine[], image: PdfImage | undefined): string {
  const ops = ['BT', '56 780 Td'];
  let first = true;
  for (const line of lines) {
    const size = line.size ?? 11;
    const down = first ? 0 : size * 1.5 + (line.gapBefore ?? 0);
    first = false;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `0 ${-down} Td`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  if (image) ops.push('q', `${image.size} 0 0 ${image.size} ${image.x} ${image.y} cm`, '/Im1 Do', 'Q');
  return ops.join('\n');
}

/** The image's XObject; its bytes as Latin-1 characters, one each. */
function imageObject(image: PdfImage): string {
  const filter = image.filter ? ` /Filter /${image.filter}` : '';
  const bytes = Array.from(image.data, (byte) => String.fromCharCode(byte)).join('');
  return (
    `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB ` +
    `/BitsPerComponent 8${filter} /Length ${bytes.length} >>\nstream\n${bytes}\nendstream`
  );
}

/** The file's bytes. */
export function textPdf(lines: readonly PdfLine[], title: string, image?: PdfImage): Uint8Array {
  const content = contentStream(lines, image);
  const images = image ? ' /XObject << /Im1 8 0 R >>' : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >>${images} >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Salud Plena mock API) >>`,
    ...(image ? [imageObject(image)] : []),
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0) & 0xff);
}

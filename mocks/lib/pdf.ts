/**
 * A one-page PDF of plain text lines, written by hand (PDF 1.4: catalog, pages, page, two standard fonts, one
 * content stream, info). Text is WinAnsi (Latin-1 for Spanish), so every character is one byte and the
 * cross-reference offsets are string lengths.
 */
export type PdfLine = { text: string; bold?: boolean; size?: number; gapBefore?: number };

/** A PDF string literal: backslash and parentheses escaped; anything outside Latin-1 becomes '?'. */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops = ['BT', '56 780 Td'];
  let first = true;
  for (const line of lines) {
    const size = line.size ?? 11;
    const down = first ? 0 : size * 1.5 + (line.gapBefore ?? 0);
    first = false;
    ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `0 ${-down} Td`, `${pdfString(line.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The file's bytes. */
export function textPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Salud Plena mock API) >>`,
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

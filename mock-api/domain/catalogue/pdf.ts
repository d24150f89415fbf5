// A tiny one-page PDF writer (PDF 1.4, the two standard Helvetica fonts in WinAnsiEncoding):
// enough for the technical file of a product, with no dependency. The file stays pure ASCII
// (non-ASCII characters are written as octal escapes), so byte offsets equal string lengths.

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 50;

// WinAnsi code points of the characters outside Latin-1 that French text uses.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  œ: 0x9c,
  Ÿ: 0x9f,
};

function winAnsiCode(ch: string): number {
  const extra = WIN_ANSI_EXTRA[ch];
  if (extra !== undefined) return extra;
  const code = ch.codePointAt(0) ?? 63;
  if (code === 0x202f || code === 0x2009) return 0x20; // thin spaces before French punctuation
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return 0x3f; // '?'
}

/** A PDF literal string `( … )` with escapes, pure ASCII. */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = winAnsiCode(ch);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `(${out})`;
}

/** Splits a paragraph into lines of at most `width` characters (Helvetica averages about half an em). */
export function wrap(text: string, size: number): string[] {
  const width = Math.max(20, Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * 0.5)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    let gap = line.gap ?? 0;
    for (const part of wrap(line.text, size)) {
      y -= size * 1.4 + gap;
      gap = 0;
      if (y < MARGIN) return ops.join('\n'); // one page: what does not fit is dropped
      ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET`);
    }
  }
  return ops.join('\n');
}

/** A valid one-page PDF document with the given lines, top to bottom. */
export function buildPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (mock-api) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
